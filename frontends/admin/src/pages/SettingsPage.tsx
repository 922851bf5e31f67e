import {
  adminPropertySettingsSchema,
  apiErrorSchema,
  goLiveGaps,
  propertySettingsChangesSchema,
  propertySettingsSchema,
  type AdminPropertySettings,
  type PropertySettingsField,
  type PropertySettingsInput,
} from '@lakehouse/contracts';
import { Page, apiRequest, toast } from '@lakehouse/web-kit';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Grid,
  Stack,
  Typography,
} from '@lakehouse/web-kit/mui';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent, type ReactNode } from 'react';
import { formatDateTime, messageOf, useDocumentTitle, useInvalidateProperty, useReloadable } from '../shared';
import { AdminPageStatus } from '../AdminPageStatus';
import { useAdminSession } from '../use-admin-session';

const BREADCRUMBS = [
  { label: 'Home', href: '/' },
  { label: 'Admin', href: '/admin/dashboard' },
  { label: 'Property Settings' },
];

type FieldErrors = Partial<Record<PropertySettingsField, string>>;

interface FieldSpec {
  field: PropertySettingsField;
  label: string;
  help?: string;
  multiline?: boolean;
  type?: 'time' | 'email' | 'tel' | 'url';
}

const SECTIONS: { title: string; note?: string; fields: FieldSpec[] }[] = [
  {
    title: 'The house',
    fields: [
      { field: 'houseName', label: 'House name' },
      { field: 'address', label: 'Street address', help: 'Shown with a map link on the home and contact pages' },
      {
        field: 'latitude',
        label: 'Latitude',
        help: 'Where the house is, for search engines, e.g. 43.4926 (both or neither)',
      },
      { field: 'longitude', label: 'Longitude', help: 'e.g. -72.1426' },
      {
        field: 'registeredAgent',
        label: 'Registered agent',
        multiline: true,
        help: 'Name and NH address, one line each (footer and contact page)',
      },
      {
        field: 'mealsRoomsLicense',
        label: 'NH Meals & Rooms licence number',
        help: 'Unset: no licence line in the footer',
      },
    ],
  },
  {
    title: 'Contact',
    fields: [
      { field: 'contactEmail', label: 'Contact email', type: 'email' },
      { field: 'contactPhone', label: 'Contact phone', type: 'tel' },
      { field: 'responseTime', label: 'Response time', help: "e.g. '2-4 hours'" },
    ],
  },
  {
    title: 'Listings and booking widget',
    note: 'Unset links hide their button.',
    fields: [
      { field: 'airbnbUrl', label: 'Airbnb listing link', type: 'url' },
      { field: 'vrboUrl', label: 'VRBO listing link', type: 'url' },
      { field: 'otherListingLabel', label: 'Other listing: platform name', help: "Its button reads 'Book on <name>'" },
      { field: 'otherListingUrl', label: 'Other listing link', type: 'url' },
      {
        field: 'bookingWidgetUrl',
        label: 'Embedded booking widget address',
        type: 'url',
        help: 'Unset: no widget on /book',
      },
    ],
  },
  {
    title: 'Times',
    fields: [
      { field: 'checkInTime', label: 'Check-in from', type: 'time' },
      { field: 'checkOutTime', label: 'Check-out by', type: 'time' },
      { field: 'quietHoursStart', label: 'Quiet hours from', type: 'time' },
      { field: 'quietHoursEnd', label: 'Quiet hours until', type: 'time' },
    ],
  },
  {
    title: 'During the stay',
    note: 'The entry instructions and the family coupon are private: only you and the guest’s pre-arrival email see them.',
    fields: [
      { field: 'entryInstructions', label: 'Entry instructions', multiline: true },
      { field: 'propertyManagerPhone', label: 'Property manager phone (emergencies)', type: 'tel' },
      { field: 'securityOfficePhone', label: 'Community security office phone', type: 'tel' },
      {
        field: 'familyCouponCode',
        label: 'Family coupon code',
        help: 'Unset: the FAMILY_COUPON_CODE setting of the server',
      },
    ],
  },
];

/** A failed save's status and the fields the server named (`settings.<field>`). */
function saveFailure(error: unknown): { status: number; message: string; fields: FieldErrors } {
  const match = error instanceof Error ? /^(\d{3}): ([\s\S]*)$/.exec(error.message) : null;
  if (!match)
    return { status: 0, message: messageOf(error, 'Failed to save the settings. Please try again.'), fields: {} };
  let body: unknown;
  try {
    body = JSON.parse(match[2]!);
  } catch {
    body = undefined;
  }
  const parsed = apiErrorSchema.safeParse(body);
  const fields: FieldErrors = {};
  for (const issue of parsed.success ? (parsed.data.issues ?? []) : []) {
    fields[issue.field.replace(/^settings\./, '') as PropertySettingsField] ??= issue.message;
  }
  return { status: Number(match[1]), message: parsed.success ? parsed.data.message : match[2]!, fields };
}

function clientErrors(form: PropertySettingsInput): FieldErrors {
  const result = propertySettingsSchema.safeParse(form);
  const fields: FieldErrors = {};
  if (!result.success)
    for (const issue of result.error.issues) fields[String(issue.path[0]) as PropertySettingsField] ??= issue.message;
  return fields;
}

function SectionCard({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" sx={{ mb: 3 }}>
      <CardContent>
        <Typography variant="h2" component="h2" sx={{ fontSize: '1.25rem', mb: note ? 0.5 : 2 }}>
          {title}
        </Typography>
        {note && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {note}
          </Typography>
        )}
        <Stack spacing={2}>{children}</Stack>
      </CardContent>
    </Card>
  );
}

function GoLiveChecklist({ form, sampleFields }: { form: PropertySettingsInput; sampleFields: string[] }) {
  const gaps = goLiveGaps(form, sampleFields);
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby="go-live-heading"
      data-testid="go-live-checklist"
      sx={{ mb: 3 }}
    >
      <CardContent>
        <Typography id="go-live-heading" variant="h2" component="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          Before going live
        </Typography>
        {gaps.length === 0 ? (
          <Alert severity="success">Everything guests see is your own: ready to go live.</Alert>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {gaps.map((gap) => (
              <li key={gap.field}>
                {gap.label}: {gap.problem === 'missing' ? 'not set yet' : 'still the sample value'}
              </li>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

/** Every save with its time; the form (and so this list) is mounted afresh for each saved version. */
function ChangeHistory() {
  const [changes] = useReloadable('/api/admin/settings/changes', (body) => propertySettingsChangesSchema.parse(body));
  if (changes.status !== 'success') return null;
  return (
    <Card variant="outlined" component="section" aria-labelledby="history-heading" data-testid="settings-history">
      <CardContent>
        <Typography id="history-heading" variant="h2" component="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          Changes
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {changes.data.map((change) => (
            <li key={change.version}>
              {formatDateTime(change.changedAt)}: version {change.version},{' '}
              {change.changedFields.length > 0 ? change.changedFields.join(', ') : 'the sample settings'}
            </li>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

function SettingsForm({
  saved,
  onSaved,
  onStale,
}: {
  saved: AdminPropertySettings;
  onSaved: (next: AdminPropertySettings) => void;
  onStale: () => void;
}) {
  const [form, setForm] = useState<PropertySettingsInput>(saved.settings);
  const invalidateProperty = useInvalidateProperty();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [stale, setStale] = useState(false);
  const [busy, setBusy] = useState(false);

  const set = (field: PropertySettingsField, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const problems = clientErrors(form);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    try {
      const res = await apiRequest('PUT', '/api/admin/settings', { settings: form, version: saved.version });
      const next = adminPropertySettingsSchema.parse(await res.json());
      invalidateProperty();
      toast({ title: 'Settings saved', description: 'The site shows the new values now.' });
      onSaved(next);
    } catch (error) {
      const failure = saveFailure(error);
      if (failure.status === 409) setStale(true);
      setErrors(failure.fields);
      toast({ title: 'Save Failed', description: failure.message, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  const input = ({ field, label, help, multiline, type }: FieldSpec) => {
    const sample = saved.sampleFields.includes(field) && form[field] === saved.settings[field];
    return (
      <TextField
        key={field}
        name={field}
        label={label}
        value={form[field]}
        onChange={(event) => set(field, event.target.value)}
        error={Boolean(errors[field])}
        helperText={
          errors[field] ?? (sample ? `Sample value: replace it with your own${help ? `. ${help}` : ''}` : help)
        }
        multiline={multiline}
        minRows={multiline ? 3 : undefined}
        type={
          type === 'time'
            ? 'time'
            : type === 'email'
              ? 'email'
              : type === 'tel'
                ? 'tel'
                : type === 'url'
                  ? 'url'
                  : 'text'
        }
        slotProps={{
          inputLabel: type === 'time' ? { shrink: true } : undefined,
          formHelperText: { role: errors[field] ? 'alert' : undefined },
        }}
        color={sample ? 'warning' : undefined}
        focused={sample && !errors[field] ? true : undefined}
        fullWidth
      />
    );
  };

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 8 }}>
        <Box component="form" noValidate onSubmit={(event) => void save(event)} aria-label="Property settings">
          {stale && (
            <Alert
              severity="warning"
              role="alert"
              sx={{ mb: 3 }}
              data-testid="settings-conflict"
              action={
                <Button color="inherit" size="small" onClick={onStale}>
                  Reload
                </Button>
              }
            >
              <AlertTitle>Saved elsewhere</AlertTitle>
              Someone else saved the settings while you were editing. Reload to see their changes (yours are not saved),
              then save again.
            </Alert>
          )}
          {SECTIONS.map((section) => (
            <SectionCard key={section.title} title={section.title} note={section.note}>
              {section.fields.map(input)}
            </SectionCard>
          ))}
          <SectionCard
            title="Logo"
            note="A file in the photo folder's branding/ (refresh the photos after adding one)."
          >
            <TextField
              select
              name="logo"
              label="Logo"
              value={form.logo}
              onChange={(event) => set('logo', event.target.value)}
              error={Boolean(errors.logo)}
              helperText={
                errors.logo ??
                (saved.logoChoices.length === 0
                  ? 'No file in branding/ yet: the header shows the house name'
                  : undefined)
              }
              fullWidth
            >
              <MenuItem value="">None (the house name as text)</MenuItem>
              {saved.logoChoices.map((choice) => (
                <MenuItem key={choice} value={choice}>
                  {choice}
                </MenuItem>
              ))}
            </TextField>
            {form.logo && (
              <Box component="img" src={form.logo} alt="Logo preview" sx={{ height: 40, alignSelf: 'flex-start' }} />
            )}
          </SectionCard>
          <Button type="submit" variant="contained" disabled={busy || stale}>
            {busy ? 'Saving...' : 'Save settings'}
          </Button>
        </Box>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <GoLiveChecklist form={form} sampleFields={saved.sampleFields} />
        <ChangeHistory />
      </Grid>
    </Grid>
  );
}

/** /admin/settings: everything the host sets about the house, saved from a version (409 when saved elsewhere). */
export function SettingsPage() {
  useDocumentTitle('Property Settings');
  const session = useAdminSession();
  const [settings, reload] = useReloadable(session === 'admin' ? '/api/admin/settings' : null, (body) =>
    adminPropertySettingsSchema.parse(body),
  );
  const [saved, setSaved] = useState<AdminPropertySettings | null>(null);
  // A (re)load replaces what was saved: adjusted while rendering, when the loaded settings change.
  const [loaded, setLoaded] = useState(settings);
  if (loaded !== settings) {
    setLoaded(settings);
    if (settings.status === 'success') setSaved(settings.data);
  }

  return (
    <Page title="Property Settings" maxWidth="lg" breadcrumbs={BREADCRUMBS}>
      <AdminPageStatus
        session={session}
        load={settings}
        failure="Failed to load the settings. Please refresh the page."
      />
      {saved && (
        <>
          <Chip label={`Version ${saved.version}, saved ${formatDateTime(saved.updatedAt)}`} sx={{ mb: 2 }} />
          <SettingsForm key={saved.version} saved={saved} onSaved={setSaved} onStale={reload} />
        </>
      )}
    </Page>
  );
}
