/** Errors by the field's path in the saved payload: 'contactPhone', 'seasons.0.start'. */
export type FieldErrors = Record<string, string | undefined>;

/** What a payload's zod schema answers, as far as the form needs it. */
export interface PayloadSchema {
  safeParse(
    value: unknown,
  ):
    | { success: true }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/** The schema's first message for each field of the payload; none when it is valid. */
export function checkPayload(schema: PayloadSchema, payload: unknown): FieldErrors {
  const result = schema.safeParse(payload);
  const fields: FieldErrors = {};
  if (!result.success) for (const issue of result.error.issues) fields[issue.path.join('.')] ??= issue.message;
  return fields;
}
