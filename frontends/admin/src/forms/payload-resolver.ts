import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * react-hook-form's zodResolver over a contracts payload schema (the one the API validates with), fed the payload the
 * form's values make (a number field's text as a number, a local date and time as an instant): each field shows the
 * API's own words for what is wrong with it, and a valid form submits the payload the schema made.
 */
export function payloadResolver<Values extends FieldValues, Payload>(
  schema: z.ZodType<Payload, unknown>,
  payloadOf: (values: Values) => unknown,
  /** Submit the payload as made from the fields, not as the schema outputs it (the API checks it the same way). */
  { raw = false }: { raw?: boolean } = {},
): Resolver<Values, unknown, Payload> {
  const resolve = raw
    ? zodResolver(schema as z.ZodType<Payload, FieldValues>, undefined, { raw: true })
    : zodResolver(schema as z.ZodType<Payload, FieldValues>);
  return (values, context, options) =>
    resolve(payloadOf(values) as FieldValues, context, options as never) as ReturnType<
      Resolver<Values, unknown, Payload>
    >;
}
