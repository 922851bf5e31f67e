import type { DamageHoldSettings } from '@lakehouse/contracts';
import type { FieldErrors } from '../../versioned-form/field-errors';
import { FormTextField } from '../../versioned-form/FormTextField';
import { SectionCard } from '../../versioned-form/SectionCard';

/** The damage deposit's fields as typed; numbers are read when checked or saved. */
export type DamageHoldForm = Record<keyof DamageHoldSettings, string>;

export const damageHoldFormOf = (settings: DamageHoldSettings): DamageHoldForm => ({
  amount: String(settings.amount),
  placeDaysBeforeCheckIn: String(settings.placeDaysBeforeCheckIn),
  releaseDaysAfterCheckOut: String(settings.releaseDaysAfterCheckOut),
});

const number = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

export const damageHoldSettingsOf = (form: DamageHoldForm) => ({
  amount: number(form.amount),
  placeDaysBeforeCheckIn: number(form.placeDaysBeforeCheckIn),
  releaseDaysAfterCheckOut: number(form.releaseDaysAfterCheckOut),
});

const FIELDS: { field: keyof DamageHoldSettings; label: string; help: string }[] = [
  { field: 'amount', label: 'Damage deposit ($)', help: '0: no deposit is held' },
  {
    field: 'placeDaysBeforeCheckIn',
    label: 'Placed (days before check-in)',
    help: 'At the check-in time; a card hold lasts about 7 days, so the site renews it for longer stays',
  },
  {
    field: 'releaseDaysAfterCheckOut',
    label: 'Released (days after check-out)',
    help: 'At the check-out time, unless you claim part of it first',
  },
];

/** The damage deposit held on the guest's card (an authorization, never a charge unless you claim from it). */
export function DamageHoldSettingsCard({
  form,
  errors,
  onChange,
}: {
  form: DamageHoldForm;
  errors: FieldErrors;
  onChange: (field: keyof DamageHoldSettings, value: string) => void;
}) {
  return (
    <SectionCard
      title="Damage deposit"
      note="Held on the card the guest paid with, released by itself after check-out; you can claim part or all of it, with a reason, from the booking's details. Without card payments you handle it yourself."
    >
      {FIELDS.map(({ field, label, help }) => (
        <FormTextField
          key={field}
          name={`damageHold.${field}`}
          label={label}
          value={form[field]}
          onChange={(event) => onChange(field, event.target.value)}
          error={errors[`damageHold.${field}`]}
          help={help}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      ))}
    </SectionCard>
  );
}
