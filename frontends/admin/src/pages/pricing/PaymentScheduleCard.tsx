import type { GuestRole, PaymentSchedule } from '@lakehouse/contracts';
import { Grid, Typography } from '@lakehouse/web-kit/mui';
import { FormTextField } from '../../versioned-form/FormTextField';
import { SectionCard } from '../../versioned-form/SectionCard';

type RoleField = 'depositPercent' | 'balanceDaysBeforeCheckIn';
/** What the host typed; read as numbers when checked or saved. */
export type ScheduleForm = Record<GuestRole, Record<RoleField, string>> & { declinedRetryDays: string };

const ROLES: { role: GuestRole; label: string }[] = [
  { role: 'family', label: 'Family and friends' },
  { role: 'repeat', label: 'Past guests' },
  { role: 'referred', label: 'Referred guests' },
];

const roleForm = (schedule: PaymentSchedule, role: GuestRole) => ({
  depositPercent: String(schedule[role].depositPercent),
  balanceDaysBeforeCheckIn: String(schedule[role].balanceDaysBeforeCheckIn),
});

export const scheduleFormOf = (schedule: PaymentSchedule): ScheduleForm => ({
  family: roleForm(schedule, 'family'),
  repeat: roleForm(schedule, 'repeat'),
  referred: roleForm(schedule, 'referred'),
  declinedRetryDays: String(schedule.declinedRetryDays),
});

/** '' -> NaN, so the schema says what the field must be. */
const number = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));
const roleOf = (form: ScheduleForm, role: GuestRole) => ({
  depositPercent: number(form[role].depositPercent),
  balanceDaysBeforeCheckIn: number(form[role].balanceDaysBeforeCheckIn),
});

export const scheduleOf = (form: ScheduleForm) => ({
  family: roleOf(form, 'family'),
  repeat: roleOf(form, 'repeat'),
  referred: roleOf(form, 'referred'),
  declinedRetryDays: number(form.declinedRetryDays),
});

interface Props {
  form: ScheduleForm;
  errors: Record<string, string | undefined>;
  /** `path` is the field's path under `paymentSchedule`, as the schema's errors name it. */
  onChange: (next: ScheduleForm, path: string) => void;
}

/**
 * The payment schedule per access-code role in /admin/pricing: the share paid at booking (100 % = in full) and how
 * many days before check-in the balance is charged to the saved card; a stay booked inside that window pays in full.
 */
export function PaymentScheduleCard({ form, errors, onChange }: Props) {
  const setRole = (role: GuestRole, field: RoleField, value: string) =>
    onChange({ ...form, [role]: { ...form[role], [field]: value } }, `${role}.${field}`);
  return (
    <SectionCard
      title="Payment schedule"
      note="What each kind of guest pays when they book, and when the rest is charged to the card they paid with. 100% means the whole stay at booking. A stay booked less than the balance's days before check-in pays in full at booking."
    >
      {ROLES.map(({ role, label }) => (
        <Grid container spacing={2} key={role} data-testid={`schedule-${role}`}>
          <Grid size={12}>
            <Typography variant="subtitle2" component="h3">
              {label}
            </Typography>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              name={`paymentSchedule.${role}.depositPercent`}
              label="Paid at booking (%)"
              value={form[role].depositPercent}
              onChange={(event) => setRole(role, 'depositPercent', event.target.value)}
              error={errors[`paymentSchedule.${role}.depositPercent`]}
              help="100: the whole stay at booking"
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              name={`paymentSchedule.${role}.balanceDaysBeforeCheckIn`}
              label="Balance due (days before check-in)"
              value={form[role].balanceDaysBeforeCheckIn}
              onChange={(event) => setRole(role, 'balanceDaysBeforeCheckIn', event.target.value)}
              error={errors[`paymentSchedule.${role}.balanceDaysBeforeCheckIn`]}
              help="Charged to the saved card on that day"
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          </Grid>
        </Grid>
      ))}
      <FormTextField
        name="paymentSchedule.declinedRetryDays"
        label="Days a declined balance is tried again"
        value={form.declinedRetryDays}
        onChange={(event) => onChange({ ...form, declinedRetryDays: event.target.value }, 'declinedRetryDays')}
        error={errors['paymentSchedule.declinedRetryDays']}
        help="Once a day, while the guest can pay it with the link we email; after that you decide"
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
    </SectionCard>
  );
}
