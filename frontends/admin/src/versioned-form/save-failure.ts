import { apiErrorSchema } from '@lakehouse/contracts';
import { messageOf } from '../shared';
import type { FieldErrors } from './field-errors';

/**
 * A failed save's status (0 when it never reached the server), its message and the fields the server named:
 * `<payloadKey>.<path>` in the API's issues, `<path>` here.
 */
export function saveFailure(
  error: unknown,
  payloadKey: string,
  fallback: string,
): { status: number; message: string; fields: FieldErrors } {
  const match = error instanceof Error ? /^(\d{3}): ([\s\S]*)$/.exec(error.message) : null;
  if (!match) return { status: 0, message: messageOf(error, fallback), fields: {} };
  let body: unknown;
  try {
    body = JSON.parse(match[2]!);
  } catch {
    body = undefined;
  }
  const parsed = apiErrorSchema.safeParse(body);
  const prefix = `${payloadKey}.`;
  const fields: FieldErrors = {};
  for (const issue of parsed.success ? (parsed.data.issues ?? []) : [])
    fields[issue.field.startsWith(prefix) ? issue.field.slice(prefix.length) : issue.field] ??= issue.message;
  return { status: Number(match[1]), message: parsed.success ? parsed.data.message : match[2]!, fields };
}
