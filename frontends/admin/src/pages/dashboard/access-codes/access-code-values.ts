import type { AccessCode, AccessCodeType } from '@lakehouse/contracts';

export const TYPE_LABELS: Record<AccessCodeType, string> = {
  family_friend: 'Family & friends',
  past_guest: 'Past guest',
  referred: 'Referred',
};

/** What the limit fields hold, as typed: the texts become the payload's number and instant. */
export interface LimitValues {
  maxUsage: string;
  expiresAt: string;
  isActive: boolean;
}

/** '' → null; otherwise the number typed (the schema decides if it is a whole number ≥ 1). */
function maxUsageValue(text: string): number | null {
  return text.trim() === '' ? null : Number(text.trim());
}

/** A datetime-local value ('2026-11-22T15:45') as an ISO instant, '' → null; the schema rejects garbage. */
function expiryValue(text: string): string | null {
  if (text.trim() === '') return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? text : date.toISOString();
}

/** An ISO instant as a datetime-local value in the browser's time zone. */
function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A code's limits as the edit dialog shows them. */
export const limitValuesOf = (code: AccessCode): LimitValues => ({
  maxUsage: code.maxUsage === null ? '' : String(code.maxUsage),
  expiresAt: toLocalInput(code.expiresAt),
  isActive: code.isActive,
});

/** The limits as the API's payload carries them. */
export const limitPayloadOf = (values: LimitValues) => ({
  maxUsage: maxUsageValue(values.maxUsage),
  expiresAt: expiryValue(values.expiresAt),
  isActive: values.isActive,
});
