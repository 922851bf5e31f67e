import type { AdminRole } from '@lakehouse/contracts';
import { navigate, usePathname } from '@lakehouse/web-kit';
import { Button, Stack } from '@lakehouse/web-kit/mui';
import { SignOutButton } from './SignOutButton';

const HOST: readonly AdminRole[] = ['host'];
const HOST_AND_COHOST: readonly AdminRole[] = ['host', 'cohost'];

/** The admin's pages, each for whom the API lets open it (the money and the people are the host's). */
const ADMIN_PAGES = [
  { href: '/admin/dashboard', label: 'Dashboard', roles: HOST_AND_COHOST },
  { href: '/admin/overview', label: 'Overview', roles: HOST },
  { href: '/admin/turnovers', label: 'Turnovers', roles: HOST_AND_COHOST },
  { href: '/admin/photos', label: 'Photo Management', roles: HOST_AND_COHOST },
  { href: '/admin/settings', label: 'Property Settings', roles: HOST_AND_COHOST },
  { href: '/admin/pricing', label: 'Prices and Stay Rules', roles: HOST },
  { href: '/admin/content', label: 'Site Content', roles: HOST_AND_COHOST },
  { href: '/admin/reviews', label: 'Reviews', roles: HOST_AND_COHOST },
  { href: '/admin/messages', label: 'Emails to Guests', roles: HOST_AND_COHOST },
  { href: '/admin/agreement', label: 'Rental Agreement', roles: HOST_AND_COHOST },
  { href: '/admin/calendar', label: 'Calendar', roles: HOST_AND_COHOST },
  { href: '/admin/helpers', label: 'Helpers', roles: HOST },
  { href: '/admin/security', label: 'Sign-in Security', roles: HOST },
];

/**
 * The way from any admin page to the others, and out: the same links on every page (the one open is marked), and
 * the sign-out, which ends the whole admin session.
 */
export function AdminNav({ role }: { role: AdminRole }) {
  const pathname = usePathname();
  const pages = ADMIN_PAGES.filter(({ roles }) => roles.includes(role));
  return (
    <Stack
      component="nav"
      aria-label="Admin pages"
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2, flexWrap: 'wrap', rowGap: 1 }}
    >
      <Stack direction="row" spacing={{ xs: 0, sm: 1 }} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {pages.map(({ href, label }) => {
          const current = pathname === href || pathname.startsWith(`${href}/`);
          return (
            <Button
              key={href}
              variant={current ? 'outlined' : 'text'}
              size="small"
              href={href}
              aria-current={current ? 'page' : undefined}
              onClick={(e) => {
                e.preventDefault();
                navigate(href);
              }}
            >
              {label}
            </Button>
          );
        })}
      </Stack>
      <SignOutButton />
    </Stack>
  );
}
