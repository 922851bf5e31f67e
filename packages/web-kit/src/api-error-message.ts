// Apart from the kit's main module: it validates with the contracts' zod schema, and zod must not be part of
// a page's first load. Forms load it with themselves.
import { apiErrorSchema } from '@lakehouse/contracts';

/**
 * The person-readable `message` of a failed API call (from the `<status>: <json body>` error text),
 * or undefined when the error did not come with one.
 */
export function apiErrorMessage(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
  if (!match) return undefined;
  try {
    const parsed = apiErrorSchema.safeParse(JSON.parse(match[1]!));
    return parsed.success && parsed.data.message.trim() ? parsed.data.message : undefined;
  } catch {
    return undefined;
  }
}
