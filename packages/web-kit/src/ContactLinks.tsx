import Link from '@mui/material/Link';
import { phoneHref } from './site-settings.js';

/** The host's contact email as a mailto link; nothing when unset. */
export function ContactEmailLink({ email }: { email: string | null | undefined }) {
  return email ? (
    <Link href={`mailto:${email}`} sx={{ wordBreak: 'break-all' }}>
      {email}
    </Link>
  ) : null;
}

/** A phone number as a tel: link; nothing when unset. */
export function PhoneLink({ phone, testId }: { phone: string | null | undefined; testId?: string }) {
  return phone ? (
    <Link href={phoneHref(phone)} data-testid={testId}>
      {phone}
    </Link>
  ) : null;
}
