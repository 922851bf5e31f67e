import {
  adminPricingRulesSchema,
  pricingRulesChangesSchema,
  pricingRulesSchema,
  type AdminPricingRules,
  type PricingRules,
} from '@lakehouse/contracts';
import { Box, Button, Grid, Typography } from '@lakehouse/web-kit/mui';
import { ChangeHistory } from '../versioned-form/ChangeHistory';
import { FormTextField } from '../versioned-form/FormTextField';
import { SectionCard } from '../versioned-form/SectionCard';
import { useVersionedForm } from '../versioned-form/use-versioned-form';
import { VersionedForm } from '../versioned-form/VersionedForm';
import { VersionedFormPage, type SavedVersion } from '../versioned-form/VersionedFormPage';
import { HOST_ONLY } from '../use-admin-session';
import {
  type DamageHoldForm,
  DamageHoldSettingsCard,
  damageHoldFormOf,
  damageHoldSettingsOf,
} from './pricing/DamageHoldSettingsCard';
import { PaymentScheduleCard, type ScheduleForm, scheduleFormOf, scheduleOf } from './pricing/PaymentScheduleCard';

type NumberField = Exclude<keyof PricingRules, 'seasons' | 'damageHold' | 'paymentSchedule'>;
interface SeasonForm {
  name: string;
  start: string;
  end: string;
  nightlyRate: string;
  minimumNights: string;
}
/** The form keeps what the host typed; numbers are read only when checked or saved. */
type PricingForm = Record<NumberField, string> & {
  seasons: SeasonForm[];
  damageHold: DamageHoldForm;
  paymentSchedule: ScheduleForm;
};

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
    damageHold: damageHoldFormOf(rules.damageHold),
    paymentSchedule: scheduleFormOf(rules.paymentSchedule),
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
    damageHold: damageHoldSettingsOf(form.damageHold),
    paymentSchedule: scheduleOf(form.paymentSchedule),
  };
}

const NEW_SEASON: SeasonForm = { name: '', start: '', end: '', nightlyRate: '', minimumNights: '' };

function PricingRulesForm({ saved, onSaved, onStale }: SavedVersion<AdminPricingRules>) {
  const state = useVersionedForm({
    initial: () => formOf(saved.rules),
    payloadOf: rulesOf,
    url: '/api/admin/pricing',
    payloadKey: 'rules',
    version: saved.version,
    schema: pricingRulesSchema,
    parse: (body) => adminPricingRulesSchema.parse(body),
    savedToast: { title: 'Prices saved', description: 'New quotes use them now; stays already held keep their price.' },
    failure: 'Failed to save the prices. Please try again.',
    onSaved,
  });
  const { form, setForm, setField, errors, clearErrors } = state;

  const setSeason = (index: number, field: keyof SeasonForm, value: string) => {
    setForm((current) => ({
      ...current,
      seasons: current.seasons.map((season, i) => (i === index ? { ...season, [field]: value } : season)),
    }));
    clearErrors(`seasons.${index}.${field}`);
  };
  const addSeason = () => setForm((current) => ({ ...current, seasons: [...current.seasons, NEW_SEASON] }));
  const removeSeason = (index: number) => {
    setForm((current) => ({ ...current, seasons: current.seasons.filter((_, i) => i !== index) }));
    clearErrors();
  };

  const input = ({ field, label, help }: FieldSpec) => (
    <FormTextField
      key={field}
      name={field}
      label={label}
      value={form[field]}
      onChange={(event) => setField(field, event.target.value)}
      error={errors[field]}
      help={
        field === 'maxUnpaidHoldsPerCode'
          ? `Empty: the server's setting (MAX_UNPAID_HOLDS_PER_CODE, now ${saved.serverMaxUnpaidHoldsPerCode})`
          : help
      }
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
    />
  );
  const seasonInput = (index: number, field: keyof SeasonForm, label: string, help?: string) => {
    const path = `seasons.${index}.${field}`;
    return (
      <FormTextField
        name={path}
        label={label}
        value={form.seasons[index]![field]}
        onChange={(event) => setSeason(index, field, event.target.value)}
        error={errors[path]}
        help={help}
        size="small"
      />
    );
  };

  return (
    <VersionedForm
      label="Prices and stay rules"
      state={state}
      subject="prices"
      conflictTestId="pricing-conflict"
      submitLabel="Save prices"
      onReload={onStale}
      aside={
        <ChangeHistory
          url="/api/admin/pricing/changes"
          schema={pricingRulesChangesSchema}
          headingId="pricing-history-heading"
          testId="pricing-history"
          firstVersion="the starting prices"
        />
      }
    >
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
      <DamageHoldSettingsCard
        form={form.damageHold}
        errors={errors}
        onChange={(field, value) => {
          setForm((current) => ({ ...current, damageHold: { ...current.damageHold, [field]: value } }));
          clearErrors(`damageHold.${field}`);
        }}
      />
      <PaymentScheduleCard
        form={form.paymentSchedule}
        errors={errors}
        onChange={(paymentSchedule, path) => {
          setForm((current) => ({ ...current, paymentSchedule }));
          clearErrors(`paymentSchedule.${path}`);
        }}
      />
    </VersionedForm>
  );
}

/** /admin/pricing: the prices and stay rules every quote and booking uses, saved from a version (409 when saved elsewhere). */
export function PricingPage() {
  return (
    <VersionedFormPage
      title="Prices and Stay Rules"
      url="/api/admin/pricing"
      schema={adminPricingRulesSchema}
      failure="Failed to load the prices. Please refresh the page."
      roles={HOST_ONLY}
    >
      {(form) => <PricingRulesForm {...form} />}
    </VersionedFormPage>
  );
}
