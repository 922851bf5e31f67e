import type { ToastInput } from '@lakehouse/web-kit';

/** The access portal's failure toast, picked by the server's message (spec section 8). */
export function accessFailureToast(message: string | undefined): ToastInput {
  const text = message ?? '';
  if (/too many attempts/i.test(text))
    return { title: 'Too Many Attempts', description: 'Please wait before trying again.', variant: 'destructive' };
  // A real code past its date or its stays: the server's words say what to do (ask the host for a new one).
  if (/has expired/i.test(text)) return { title: 'Code Expired', description: text, variant: 'destructive' };
  if (/used for all the stays/i.test(text)) return { title: 'Code Used Up', description: text, variant: 'destructive' };
  if (/invalid access code/i.test(text))
    return {
      title: 'Invalid Code',
      description: 'Please check your access code and try again.',
      variant: 'destructive',
    };
  return { title: 'Error', description: 'Unable to verify access code. Please try again.', variant: 'destructive' };
}

export const ACCESS_FAILED_FALLBACK = 'Access verification failed';

export const roleLabel = (role: string | null | undefined) =>
  role === 'family'
    ? 'Family & Friends'
    : role === 'repeat'
      ? 'Returning Guest'
      : role === 'referred'
        ? 'Referred Guest'
        : role === 'admin'
          ? 'Admin'
          : 'Visitor';
