import { z } from 'zod';
import { adminRoleSchema } from './admin-sign-in.js';
import { oneLine } from './text-rules.js';

/** What a guest's access code unlocks; the server maps code types to these. */
export const guestRoleSchema = z.enum(['family', 'repeat', 'referred']);
export type GuestRole = z.infer<typeof guestRoleSchema>;
export const sessionRoleSchema = z.enum(['family', 'repeat', 'referred', 'admin']);
export type SessionRole = z.infer<typeof sessionRoleSchema>;

export const accessCodeTypeSchema = z.enum(['family_friend', 'past_guest', 'referred'], {
  error: 'Type must be family_friend, past_guest or referred',
});
export type AccessCodeType = z.infer<typeof accessCodeTypeSchema>;

export const roleOfCodeType: Record<AccessCodeType, GuestRole> = {
  family_friend: 'family',
  past_guest: 'repeat',
  referred: 'referred',
};

/** Access codes are compared trimmed and upper-cased, wherever they are typed. */
export const accessCodeText = z
  .string({ error: 'Access code is required' })
  .trim()
  .min(1, 'Access code is required')
  .max(100, 'Access code too long')
  .refine(...oneLine('Access code'))
  .transform((code) => code.toUpperCase());

/** `POST /api/access/verify` and `POST /api/access-codes/validate`. */
export const accessCodeRequestSchema = z.object({ code: accessCodeText });
export type AccessCodeRequest = z.input<typeof accessCodeRequestSchema>;

export const accessVerifiedSchema = z.object({ role: guestRoleSchema, expiresAt: z.iso.datetime() });
export type AccessVerified = z.infer<typeof accessVerifiedSchema>;

export const accessCodeValidationSchema = z.object({ isValid: z.boolean(), message: z.string() });
export type AccessCodeValidation = z.infer<typeof accessCodeValidationSchema>;

/** `GET /api/auth/verify`. */
export const authStatusSchema = z.object({
  authenticated: z.boolean(),
  role: sessionRoleSchema.nullable(),
  expiresAt: z.iso.datetime().nullable(),
  message: z.string(),
  /** An admin session's person: the host, or the helper by the name they chose. */
  staff: z.object({ role: adminRoleSchema, name: z.string() }).optional(),
  /** The admin code was right, and the host's authenticator code is needed too (`POST /api/admin/login`). */
  secondFactorRequired: z.boolean().optional(),
});
export type AuthStatus = z.infer<typeof authStatusSchema>;

/**
 * `GET /api/auth/session`: the live session's guest role, or null. Always 200: the booking page asks it for every
 * visitor, and having no session is the usual case, not a failure (unlike /api/auth/verify's 401 for the portals).
 */
export const guestSessionSchema = z.object({ role: guestRoleSchema.nullable() });
export type GuestSession = z.infer<typeof guestSessionSchema>;

/** `GET /api/config/{provider}`. */
export const providerConfigSchema = z.object({ familyCouponCode: z.string() });
export type ProviderConfig = z.infer<typeof providerConfigSchema>;

/** One row of the admin's access-code table: never the code itself. */
export const accessCodeSchema = z.object({
  id: z.uuid(),
  codeMasked: z.string(),
  type: accessCodeTypeSchema,
  description: z.string().nullable(),
  isActive: z.boolean(),
  maxUsage: z.number().int().nullable(),
  usageCount: z.number().int(),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime().nullable(),
});
export type AccessCode = z.infer<typeof accessCodeSchema>;

const maxUsage = z
  .number({ error: 'Max usage must be a whole number of at least 1, or empty for unlimited' })
  .int('Max usage must be a whole number of at least 1, or empty for unlimited')
  .min(1, 'Max usage must be a whole number of at least 1, or empty for unlimited')
  .max(1_000_000, 'Max usage is too large')
  .nullable();
const expiresAt = z.iso.datetime({ offset: true, error: 'Expiry must be a date and time' }).nullable();

/** New codes (created or imported) are at least this long, so they can't be guessed within the attempt limits. */
export const MIN_NEW_CODE_LENGTH = 8;
export const NEW_CODE_TOO_SHORT = `Access codes must be at least ${MIN_NEW_CODE_LENGTH} characters`;

/** `POST /api/admin/access-codes`. */
export const createAccessCodeSchema = z.object({
  code: z
    .string({ error: 'Please fill in all required fields' })
    .trim()
    .min(1, { error: 'Please fill in all required fields', abort: true })
    .min(MIN_NEW_CODE_LENGTH, NEW_CODE_TOO_SHORT)
    .max(100, 'Access code too long')
    .refine(...oneLine('Access code'))
    .transform((code) => code.toUpperCase()),
  type: accessCodeTypeSchema,
  description: z
    .string()
    .trim()
    .max(500, 'Description too long')
    .refine(...oneLine('Description'))
    .nullable()
    .optional()
    .transform((text) => text || null),
  isActive: z.boolean().optional().default(true),
  maxUsage: maxUsage.optional().default(null),
  expiresAt: expiresAt.optional().default(null),
});
export type CreateAccessCode = z.input<typeof createAccessCodeSchema>;

/** `PUT /api/admin/access-codes/{id}`: {isActive} alone, or the edit dialog's three fields. */
export const updateAccessCodeSchema = z
  .object({
    isActive: z.boolean({ error: 'isActive must be true or false' }),
    maxUsage: maxUsage.optional(),
    expiresAt: expiresAt.optional(),
  })
  .strict();
export type UpdateAccessCode = z.input<typeof updateAccessCodeSchema>;

export const migratedAccessCodesSchema = z.object({ migratedCount: z.number().int() });
export type MigratedAccessCodes = z.infer<typeof migratedAccessCodesSchema>;

export const defaultLimitsAppliedSchema = z.object({ updatedCount: z.number().int() });
export type DefaultLimitsApplied = z.infer<typeof defaultLimitsAppliedSchema>;

/** Usage limits the dashboard's "apply default limits" action gives active unlimited codes (null = stays unlimited). */
export const defaultUsageLimits: Record<AccessCodeType, number | null> & { other: number } = {
  family_friend: null,
  past_guest: 1,
  referred: 10,
  other: 5,
};
