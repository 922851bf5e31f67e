import {
  adminPropertySettingsSchema,
  goLiveGaps,
  propertySettingsChangesSchema,
  propertySettingsSchema,
  type AdminPropertySettings,
  type PropertySettingsField,
  type PropertySettingsInput,
} from '@lakehouse/contracts';
import { Alert, Box, Card, CardContent, Grid, Typography } from '@lakehouse/web-kit/mui';
import { ChangeHistory } from '../versioned-form/ChangeHistory';
import { BrandingFileField } from './settings/BrandingFileField';
import { OutgoingWebhookCard } from './settings/OutgoingWebhookCard';
import { FormTextField } from '../versioned-form/FormTextField';
import { SectionCard } from '../versioned-form/SectionCard';
import { useVersionedForm } from '../versioned-form/use-versioned-form';
import { VersionedForm } from '../versioned-form/VersionedForm';
import { VersionedFormPage, type SavedVersion } from '../versioned-form/VersionedFormPage';

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
    title: 'Ratings on the listings',
    note: 'Copied from your listings; the site shows them combined (the mean, and the reviews added up). A platform left empty takes no part; both empty: no rating is shown.',
    fields: [
      { field: 'airbnbRating', label: 'Airbnb rating', help: 'e.g. 4.88' },
      { field: 'airbnbReviewCount', label: 'Airbnb review count', help: 'e.g. 8' },
      { field: 'vrboRating', label: 'VRBO rating', help: 'e.g. 5' },
      { field: 'vrboReviewCount', label: 'VRBO review count', help: 'e.g. 10' },
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

function SettingsForm({ saved, onSaved, onStale }: SavedVersion<AdminPropertySettings>) {
  const state = useVersionedForm({
    initial: (): PropertySettingsInput => saved.settings,
    payloadOf: (form) => form,
    url: '/api/admin/settings',
    payloadKey: 'settings',
    version: saved.version,
    schema: propertySettingsSchema,
    parse: (body) => adminPropertySettingsSchema.parse(body),
    savedToast: { title: 'Settings saved', description: 'The site shows the new values now.' },
    failure: 'Failed to save the settings. Please try again.',
    onSaved,
  });
  const { form, setField, errors } = state;

  const input = ({ field, label, help, multiline, type }: FieldSpec) => {
    const sample = saved.sampleFields.includes(field) && form[field] === saved.settings[field];
    return (
      <FormTextField
        key={field}
        name={field}
        label={label}
        value={form[field]}
        onChange={(event) => setField(field, event.target.value)}
        error={errors[field]}
        help={sample ? `Sample value: replace it with your own${help ? `. ${help}` : ''}` : help}
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
        slotProps={{ inputLabel: type === 'time' ? { shrink: true } : undefined }}
        color={sample ? 'warning' : undefined}
        focused={sample && !errors[field] ? true : undefined}
      />
    );
  };

  return (
    <VersionedForm
      label="Property settings"
      state={state}
      subject="settings"
      conflictTestId="settings-conflict"
      submitLabel="Save settings"
      onReload={onStale}
      aside={
        <>
          <GoLiveChecklist form={form} sampleFields={saved.sampleFields} />
          <ChangeHistory
            url="/api/admin/settings/changes"
            schema={propertySettingsChangesSchema}
            headingId="history-heading"
            testId="settings-history"
            firstVersion="the sample settings"
          />
        </>
      }
    >
      {SECTIONS.map((section) => (
        <SectionCard key={section.title} title={section.title} note={section.note}>
          {section.fields.map(input)}
        </SectionCard>
      ))}
      <SectionCard
        title="Your host card"
        note="The home page's host card, beside the booking card, says who answers (with the response time above)."
      >
        {input({ field: 'hostName', label: "Host's name", help: "e.g. 'Alex' or 'Alex and Sam'; unset: no name" })}
        <BrandingFileField
          name="hostPhoto"
          label="Host's photo"
          value={form.hostPhoto ?? ''}
          onChange={(file) => setField('hostPhoto', file)}
          error={errors.hostPhoto}
          files={saved.brandingFiles}
          noneLabel="None (the name's initial)"
          noFilesHelp="No file in branding/ yet: the card shows the name's initial"
          preview={{ width: 72, height: 72 }}
        />
      </SectionCard>
      <SectionCard title="Logo" note="A file in the photo folder's branding/ (refresh the photos after adding one).">
        <BrandingFileField
          name="logo"
          label="Logo"
          value={form.logo}
          onChange={(file) => setField('logo', file)}
          error={errors.logo}
          files={saved.brandingFiles}
          noneLabel="None (the house name as text)"
          noFilesHelp="No file in branding/ yet: the header shows the house name"
          preview={{ height: 40 }}
        />
      </SectionCard>
    </VersionedForm>
  );
}

/** /admin/settings: everything the host sets about the house, saved from a version (409 when saved elsewhere). */
export function SettingsPage() {
  return (
    <VersionedFormPage
      title="Property Settings"
      url="/api/admin/settings"
      schema={adminPropertySettingsSchema}
      failure="Failed to load the settings. Please refresh the page."
    >
      {(form) => (
        <>
          <SettingsForm {...form} />
          {/* The form's column, so the card lines up with the settings' sections. */}
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 8 }}>
              <OutgoingWebhookCard />
            </Grid>
          </Grid>
        </>
      )}
    </VersionedFormPage>
  );
}
