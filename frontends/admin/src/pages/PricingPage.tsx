import {
  adminPricingRulesSchema,
  apiErrorSchema,
  pricingRulesChangesSchema,
  pricingRulesSchema,
  type AdminPricingRules,
  type PricingRules,
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
import TextField from '@mui/material/TextField';
import { useState, type FormEvent, type ReactNode } from 'react';
import { formatDateTime, messageOf, useDocumentTitle, useInvalidateProperty, useReloadable } from '../shared';
import { AdminPageStatus } from '../AdminPageStatus';
import { useAdminSession } from '../use-admin-session';

const BREADCRUMBS = [
  { label: 'Home', href: '/' },
  { label: 'Admin', href: '/admin/dashboard' },
  { label: 'Prices and Stay Rules' },
];

type NumberField = Exclude<keyof PricingRules, 'seasons'>;
interface SeasonForm {
  name: string;
  start: string;
  end: string;
  nightlyRate: string;
  minimumNights: string;
}
/** The form keeps what the host typed; numbers are read only when checked or saved. */
type PricingForm = Record<NumberField, string> & { seasons: SeasonForm[] };
/** Errors by the field's path in the rules: 'nightlyRate', 'seasons.0.start'. */
type FieldErrors = Record<string, string | undefined>;

interface FieldSpec {
  field: NumberField;
  label: string;
  help: string;
  /** Empty means "none" (null) rather than a missing value. */
  optional?: boolean;
}

const SECTIONS: { title: string; note?: string; fields: FieldSpec[] }[] = [
  {
    title: 'Prices',
    fields: [
      { field: 'nightlyRate', label: 'Nightly rate ($)', help: 'Every night outside a season and the weekend rate' },
      {
        field: 'weekendNightlyRate',
        label: 'Weekend nightly rate ($)',
        help: 'Friday and Saturday nights outside a season. Empty: the nightly rate',
        optional: true,
      },
      { field: 'cleaningFee', label: 'Cleaning fee ($)', help: 'Once per stay' },
      { field: 'linenFee', label: 'Linen fee ($)', help: 'Once per stay' },
      {
        field: 'taxRatePercent',
        label: 'NH Meals & Rooms tax rate (%)',
        help: 'Applied to lodging, cleaning and linen',
      },
      {
        field: 'cardFeePercent',
        label: 'Card-processing fee (%)',
        help: 'Empty: none. When set, it is part of every total guests see (quote, summary, invoice, emails), never added later',
        optional: true,
      },
    ],
  },
  {
    title: 'Stay rules',
    fields: [
      { field: 'minimumNights', label: 'Minimum nights', help: 'For every stay; a season may ask for more' },
      { field: 'maximumNights', label: 'Maximum nights', help: 'Longer stays are asked to contact you' },
      {
        field: 'bookingHorizonDays',
        label: 'Booking horizon (days ahead)',
        help: 'How far ahead a check-in may be. Empty: unlimited',
        optional: true,
      },
      { field: 'maxUnpaidHoldsPerCode', label: 'Unpaid holds per access code', help: '', optional: true },
    ],
  },
];

const text = (value: number | null) => (value === null ? '' : String(value));
/** '' -> NaN for a required number (the schema then says what it must be), null for an optional one. */
const number = (value: string, optional: boolean) =>
  value.trim() === '' ? (optional ? null : Number.NaN) : Number(value);
const OPTIONAL: ReadonlySet<NumberField> = new Set(
  SECTIONS.flatMap((section) => section.fields.filter((spec) => spec.optional).map((spec) => spec.field)),
);

function formOf(rules: PricingRules): PricingForm {
  const form = Object.fromEntries(
    SECTIONS.flatMap((section) => section.fields.map(({ field }) => [field, text(rules[field])])),
  ) as Record<NumberField, string>;
  return {
    ...form,
    seasons: rules.seasons.map((season) => ({
      ...season,
      nightlyRate: String(season.nightlyRate),
      minimumNights: text(season.minimumNights),
    })),
  };
}

function rulesOf(form: PricingForm): unknown {
  const numbers = Object.fromEntries(
    SECTIONS.flatMap((section) => section.fields.map(({ field }) => [field, number(form[field], OPTIONAL.has(field))])),
  );
  return {
    ...numbers,
    seasons: form.seasons.map((season) => ({
      name: season.name,
      start: season.start,
      end: season.end,
      nightlyRate: number(season.nightlyRate, false),
      minimumNights: number(season.minimumNights, true),
    })),
  };
}

function clientErrors(form: PricingForm): FieldErrors {
  const result = pricingRulesSchema.safeParse(rulesOf(form));
  const fields: FieldErrors = {};
  if (!result.success) for (const issue of result.error.issues) fields[issue.path.join('.')] ??= issue.message;
  return fields;
}

/** A failed save's status and the fields the server named (`rules.<path>`). */
function saveFailure(error: unknown): { status: number; message: string; fields: FieldErrors } {
  const match = error instanceof Error ? /^(\d{3}): ([\s\S]*)$/.exec(error.message) : null;
  if (!match)
    return { status: 0, message: messageOf(error, 'Failed to save the prices. Please try again.'), fields: {} };
  let body: unknown;
  try {
    body = JSON.parse(match[2]!);
  } catch {
    body = undefined;
  }
  const parsed = apiErrorSchema.safeParse(body);
  const fields: FieldErrors = {};
  for (const issue of parsed.success ? (parsed.data.issues ?? []) : [])
    fields[issue.field.replace(/^rules\./, '')] ??= issue.message;
  return { status: Number(match[1]), message: parsed.success ? parsed.data.message : match[2]!, fields };
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

/** Every save with its time; the form (and so this list) is mounted afresh for each saved version. */
function ChangeHistory() {
  const [changes] = useReloadable('/api/admin/pricing/changes', (body) => pricingRulesChangesSchema.parse(body));
  if (changes.status !== 'success') return null;
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby="pricing-history-heading"
      data-testid="pricing-history"
    >
      <CardContent>
        <Typography id="pricing-history-heading" variant="h2" component="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          Changes
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {changes.data.map((change) => (
            <li key={change.version}>
              {formatDateTime(change.changedAt)}: version {change.version},{' '}
              {change.changedFields.length > 0 ? change.changedFields.join(', ') : 'the starting prices'}
            </li>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

const NEW_SEASON: SeasonForm = { name: '', start: '', end: '', nightlyRate: '', minimumNights: '' };

function PricingRulesForm({
  saved,
  onSaved,
  onStale,
}: {
  saved: AdminPricingRules;
  onSaved: (next: AdminPricingRules) => void;
  onStale: () => void;
}) {
  const [form, setForm] = useState<PricingForm>(() => formOf(saved.rules));
  const invalidateProperty = useInvalidateProperty();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [stale, setStale] = useState(false);
  const [busy, setBusy] = useState(false);

  const set = (field: NumberField, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const setSeason = (index: number, field: keyof SeasonForm, value: string) => {
    setForm((current) => ({
      ...current,
      seasons: current.seasons.map((season, i) => (i === index ? { ...season, [field]: value } : season)),
    }));
    setErrors((current) => ({ ...current, [`seasons.${index}.${field}`]: undefined }));
  };
  const addSeason = () => setForm((current) => ({ ...current, seasons: [...current.seasons, NEW_SEASON] }));
  const removeSeason = (index: number) => {
    setForm((current) => ({ ...current, seasons: current.seasons.filter((_, i) => i !== index) }));
    setErrors({});
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const problems = clientErrors(form);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    try {
      const res = await apiRequest('PUT', '/api/admin/pricing', { rules: rulesOf(form), version: saved.version });
      const next = adminPricingRulesSchema.parse(await res.json());
      invalidateProperty();
      toast({ title: 'Prices saved', description: 'New quotes use them now; stays already held keep their price.' });
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

  const helperProps = (path: string) => ({ formHelperText: { role: errors[path] ? 'alert' : undefined } });
  const input = ({ field, label, help }: FieldSpec) => (
    <TextField
      key={field}
      name={field}
      label={label}
      value={form[field]}
      onChange={(event) => set(field, event.target.value)}
      error={Boolean(errors[field])}
      helperText={
        errors[field] ??
        (field === 'maxUnpaidHoldsPerCode'
          ? `Empty: the server's setting (MAX_UNPAID_HOLDS_PER_CODE, now ${saved.serverMaxUnpaidHoldsPerCode})`
          : help)
      }
      slotProps={{ htmlInput: { inputMode: 'decimal' }, ...helperProps(field) }}
      fullWidth
    />
  );
  const seasonInput = (index: number, field: keyof SeasonForm, label: string, help?: string) => {
    const path = `seasons.${index}.${field}`;
    return (
      <TextField
        name={path}
        label={label}
        value={form.seasons[index]![field]}
        onChange={(event) => setSeason(index, field, event.target.value)}
        error={Boolean(errors[path])}
        helperText={errors[path] ?? help}
        slotProps={helperProps(path)}
        size="small"
        fullWidth
      />
    );
  };

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 8 }}>
        <Box component="form" noValidate onSubmit={(event) => void save(event)} aria-label="Prices and stay rules">
          {stale && (
            <Alert
              severity="warning"
              role="alert"
              sx={{ mb: 3 }}
              data-testid="pricing-conflict"
              action={
                <Button color="inherit" size="small" onClick={onStale}>
                  Reload
                </Button>
              }
            >
              <AlertTitle>Saved elsewhere</AlertTitle>
              Someone else saved the prices while you were editing. Reload to see their changes (yours are not saved),
              then save again.
            </Alert>
          )}
          {SECTIONS.map((section) => (
            <SectionCard key={section.title} title={section.title} note={section.note}>
              {section.fields.map(input)}
            </SectionCard>
          ))}
          <SectionCard
            title="Seasons"
            note="Each season's nights (first to last, inclusive, every year; a season may run over New Year) cost its own rate, weekends included. A minimum applies to any stay with a night in it."
          >
            {form.seasons.length === 0 && (
              <Typography color="text.secondary">No season: every night costs the nightly or weekend rate.</Typography>
            )}
            {form.seasons.map((season, index) => (
              <Box
                key={index}
                component="fieldset"
                sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0 }}
                data-testid={`season-${index}`}
              >
                <Box component="legend" sx={{ px: 0.5 }}>
                  {season.name || `Season ${index + 1}`}
                </Box>
                <Grid container spacing={2}>
                  <Grid size={{ xs: 12, sm: 6 }}>{seasonInput(index, 'name', 'Season name')}</Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>{seasonInput(index, 'nightlyRate', 'Nightly rate ($)')}</Grid>
                  <Grid size={{ xs: 6, sm: 4 }}>{seasonInput(index, 'start', 'First night', 'MM-DD, e.g. 07-01')}</Grid>
                  <Grid size={{ xs: 6, sm: 4 }}>{seasonInput(index, 'end', 'Last night', 'MM-DD, e.g. 08-31')}</Grid>
                  <Grid size={{ xs: 12, sm: 4 }}>
                    {seasonInput(index, 'minimumNights', 'Minimum nights', 'Empty: the overall minimum')}
                  </Grid>
                </Grid>
                <Button color="error" size="small" sx={{ mt: 1 }} onClick={() => removeSeason(index)}>
                  Remove {season.name || `season ${index + 1}`}
                </Button>
              </Box>
            ))}
            {typeof errors.seasons === 'string' && (
              <Typography role="alert" color="error" variant="body2">
                {errors.seasons}
              </Typography>
            )}
            <Button variant="outlined" onClick={addSeason} sx={{ alignSelf: 'flex-start' }}>
              Add a season
            </Button>
          </SectionCard>
          <Button type="submit" variant="contained" disabled={busy || stale}>
            {busy ? 'Saving...' : 'Save prices'}
          </Button>
        </Box>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <ChangeHistory />
      </Grid>
    </Grid>
  );
}

/** /admin/pricing: the prices and stay rules every quote and booking uses, saved from a version (409 when saved elsewhere). */
export function PricingPage() {
  useDocumentTitle('Prices and Stay Rules');
  const session = useAdminSession();
  const [loaded, reload] = useReloadable(session === 'admin' ? '/api/admin/pricing' : null, (body) =>
    adminPricingRulesSchema.parse(body),
  );
  const [saved, setSaved] = useState<AdminPricingRules | null>(null);
  // A (re)load replaces what was saved: adjusted while rendering, when the loaded rules change.
  const [shown, setShown] = useState(loaded);
  if (shown !== loaded) {
    setShown(loaded);
    if (loaded.status === 'success') setSaved(loaded.data);
  }

  return (
    <Page title="Prices and Stay Rules" maxWidth="lg" breadcrumbs={BREADCRUMBS}>
      <AdminPageStatus session={session} load={loaded} failure="Failed to load the prices. Please refresh the page." />
      {saved && (
        <>
          <Chip label={`Version ${saved.version}, saved ${formatDateTime(saved.updatedAt)}`} sx={{ mb: 2 }} />
          <PricingRulesForm key={saved.version} saved={saved} onSaved={setSaved} onStale={reload} />
        </>
      )}
    </Page>
  );
}
