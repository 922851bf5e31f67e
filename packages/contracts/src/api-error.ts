import { z } from 'zod';

/** Every non-OK API response has this body; `message` is written for a person to read. */
export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  message: z.string(),
  issues: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('up'),
});
export type Health = z.infer<typeof healthSchema>;
