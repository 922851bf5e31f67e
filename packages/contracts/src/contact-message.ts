import { z } from 'zod';
import { oneLine, plainText } from './text-rules.js';

/** `POST /api/messages`: the contact form. The same schema validates the form in the browser and the body in the API. */
export const contactMessageSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Name is required')
    .max(100, 'Name too long')
    .refine(...oneLine('Name')),
  email: z
    .string()
    .trim()
    .max(100, 'Email too long')
    .refine(...oneLine('Email'))
    .pipe(z.email('Please enter a valid email address')),
  phone: z
    .string()
    .trim()
    .max(30, 'Phone number too long')
    .refine(...oneLine('Phone number'))
    .optional()
    .transform((phone) => (phone ? phone : undefined)),
  message: z
    .string()
    .trim()
    .min(10, 'Message must be at least 10 characters')
    .max(5000, 'Message too long (5000 characters at most)')
    .refine(...plainText('Message')),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

export const contactMessageReceivedSchema = z.object({
  id: z.uuid(),
  receivedAt: z.iso.datetime(),
});
export type ContactMessageReceived = z.infer<typeof contactMessageReceivedSchema>;
