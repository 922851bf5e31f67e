/** The routes a guest can open (spec section 2), and an unknown path for the not-found screen. */
export const PUBLIC_ROUTES = [
  '/',
  '/book',
  '/gallery',
  '/guide',
  '/house-rules',
  '/contact',
  '/access',
  '/portal/family',
  '/portal/repeat',
  '/portal/referred',
  '/policies',
  '/cancellation-policy',
  '/terms',
  '/privacy',
  '/no-such-page',
] as const;
