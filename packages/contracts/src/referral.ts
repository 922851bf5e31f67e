import { z } from 'zod';
import { oneLine, plainText } from './text-rules.js';

const phoneDigits = (phone: string) => phone.replace(/[\s\-()]/g, '');

/** `POST /api/referral/submit`: the referred guest names who sent them. */
export const referralSchema = z.object({
  referrerName: z
    .string({ error: 'Referrer name is required' })
    .trim()
    .min(1, 'Referrer name is required')
    .max(100, 'Name too long')
    .refine(...oneLine('Name')),
  referrerEmail: z
    .string({ error: 'Please enter a valid email address' })
    .trim()
    .max(100, 'Email too long')
    .refine(...oneLine('Email'))
    .pipe(z.email('Please enter a valid email address')),
  referrerPhone: z
    .string()
    .trim()
    .refine(...oneLine('Phone number'))
    .optional()
    .refine((phone) => !phone || /^\+?[1-9]\d{0,15}$/.test(phoneDigits(phone)), 'Please enter a valid phone number')
    .transform((phone) => phone || undefined),
  relationship: z
    .string({ error: 'Please describe your relationship to the referrer' })
    .trim()
    .min(1, 'Please describe your relationship to the referrer')
    .max(200, 'Description too long')
    .refine(...oneLine('Relationship')),
  notes: z
    .string()
    .trim()
    .max(500, 'Notes too long')
    .refine(...plainText('Notes'))
    .optional()
    .transform((notes) => notes || undefined),
});
export type ReferralInput = z.input<typeof referralSchema>;
export type Referral = z.output<typeof referralSchema>;
