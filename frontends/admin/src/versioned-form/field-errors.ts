/** Errors by the field's path in the saved payload: 'contactPhone', 'seasons.0.start'. */
export type FieldErrors = Record<string, string | undefined>;
