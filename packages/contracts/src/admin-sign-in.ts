import { z } from 'zod';
import { oneLine } from './text-rules.js';

/** Who is signed in to the admin: the host (the admin code), or a helper the host let in. */
export const adminRoleSchema = z.enum(['host', 'cohost', 'cleaner']);
export type AdminRole = z.infer<typeof adminRoleSchema>;

/** The roles a helper can be invited as. */
export const helperRoleSchema = z.enum(['cohost', 'cleaner'], { error: 'Choose co-host or cleaner' });
export type HelperRole = z.infer<typeof helperRoleSchema>;

export const ADMIN_ROLE_LABELS: Record<AdminRole, string> = { host: 'Host', cohost: 'Co-host', cleaner: 'Cleaner' };

/** Where each role lands after signing in: a cleaner sees only the turnovers. */
export const ADMIN_HOME: Record<AdminRole, string> = {
  host: '/admin/dashboard',
  cohost: '/admin/dashboard',
  cleaner: '/admin/turnovers',
};

/** The 6-digit code of an authenticator app, or a recovery code (spaces and dashes ignored, any case). */
const secondFactorText = z
  .string()
  .trim()
  .max(40, 'That code is too long')
  .refine(...oneLine('Code'))
  .transform((code) => code.replace(/[\s-]/g, '').toLowerCase());

/** `POST /api/admin/login`: the admin code, and once the host added an authenticator, its code too. */
export const adminLoginSchema = z.object({
  adminCode: z
    .string({ error: 'Please enter the admin access code' })
    .trim()
    .min(1, 'Please enter the admin access code')
    .max(200, 'Admin code too long')
    .refine(...oneLine('Admin code')),
  secondFactor: secondFactorText.optional(),
});
export type AdminLogin = z.input<typeof adminLoginSchema>;

/** What the sign-in answers when the admin code is right but the host's authenticator code is still needed. */
export const SECOND_FACTOR_NEEDED = 'Enter the 6-digit code from your authenticator app, or a recovery code.';
export const WRONG_SECOND_FACTOR = 'That code is not right. Check the time on your phone and try again.';

/** `POST /api/admin/totp`: a new authenticator secret, to scan (QR code) or type; not in use until confirmed. */
export const totpEnrollmentSchema = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
  qrCodeDataUrl: z.string(),
});
export type TotpEnrollment = z.infer<typeof totpEnrollmentSchema>;

/** `POST /api/admin/totp/confirm`: a current code from the app proves it holds the secret. */
export const totpConfirmSchema = z.object({
  code: z
    .string({ error: 'Enter the 6-digit code' })
    .trim()
    .transform((code) => code.replace(/\s/g, ''))
    .refine((code) => /^\d{6}$/.test(code), 'Enter the 6-digit code'),
});
export type TotpConfirm = z.input<typeof totpConfirmSchema>;

/** The recovery codes, shown once when the authenticator is confirmed (or the codes renewed); each works once. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** `GET /api/admin/sign-in-security`. */
export const signInSecuritySchema = z.object({
  totp: z.object({ addedAt: z.iso.datetime() }).nullable(),
  recoveryCodesLeft: z.number().int(),
});
export type SignInSecurity = z.infer<typeof signInSecuritySchema>;
