export interface NavLink {
  label: string;
  href: string;
}

/** The header's links (and the footer's quick links). */
export const NAV_LINKS: readonly NavLink[] = [
  { label: 'Home', href: '/' },
  { label: 'Book', href: '/book' },
  { label: 'Gallery', href: '/gallery' },
  { label: 'Local Guide', href: '/guide' },
  { label: 'House Rules', href: '/house-rules' },
  { label: 'Contact', href: '/contact' },
];

/** Whether a link is where the visitor is: its page, or a page under it ('Book' on every step of /book). */
export function isCurrentLink(href: string, pathname: string): boolean {
  return pathname === href || (href !== '/' && pathname.startsWith(`${href}/`));
}

export const POLICY_LINKS: readonly NavLink[] = [
  { label: 'Cancellation Policy', href: '/cancellation-policy' },
  { label: 'Terms', href: '/terms' },
  { label: 'Privacy', href: '/privacy' },
  { label: 'Cookie policy', href: '/privacy#cookies' },
];
