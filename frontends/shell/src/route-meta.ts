// Each route's <title> and meta description: in the server's HTML, and set by the root config on every route change
// (framework-free).
import { DEFAULT_SITE_NAME, SITE_DESCRIPTION } from '@lakehouse/web-kit/site';

interface RouteMeta {
  title: string;
  description: string;
}

const ROUTE_META: Readonly<Record<string, RouteMeta>> = {
  '/': {
    title: 'Home',
    description:
      'A lakeside vacation house in the Eastman community of Grantham, NH that sleeps 11: photos, amenities, rating and direct booking.',
  },
  '/book': {
    title: 'Book Your Stay',
    description: 'Check availability and book the Grantham lake house directly, or send an inquiry.',
  },
  // The journey's later steps: their own URLs for refresh and Back, never indexed (not in PUBLIC_PATHS; robots.txt).
  '/book/dates': { title: 'Choose Your Dates', description: SITE_DESCRIPTION },
  '/book/details': { title: 'Your Details', description: SITE_DESCRIPTION },
  '/book/payment': { title: 'Payment', description: SITE_DESCRIPTION },
  '/book/done': { title: 'Your Booking', description: SITE_DESCRIPTION },
  '/gallery': { title: 'Photo Gallery', description: 'Photos of the Grantham lake house, inside and out.' },
  '/guide': {
    title: 'Local Guide',
    description: 'Restaurants, attractions, lakes, hikes and hidden gems near Grantham, New Hampshire.',
  },
  '/house-rules': {
    title: 'House Rules',
    description: 'Check-in and check-out times, house policies and how-to guides for the lake house.',
  },
  '/contact': {
    title: 'Contact Us',
    description: 'Questions about the lake house? Email, call or send the host a message.',
  },
  '/access': {
    title: 'Access Portal',
    description: 'Enter your access code to book directly as a returning guest, family member or referral.',
  },
  '/portal/family': {
    title: 'Family & Friends Booking',
    description: 'Family and friends booking with 50% off the nightly rate.',
  },
  '/portal/repeat': { title: 'Welcome Back', description: 'Returning guest booking for the Grantham lake house.' },
  '/portal/referred': {
    title: 'Referred Guest Welcome',
    description: 'Booking for guests referred by a friend of the lake house.',
  },
  '/policies': { title: 'Policies', description: 'Cancellation, deposits and fees, damage and liability.' },
  '/cancellation-policy': {
    title: 'Cancellation Policy',
    description: 'The cancellation policy of the Grantham lake house.',
  },
  '/terms': {
    title: 'Terms of Service',
    description: 'The terms of service of the Grantham lake house website and bookings.',
  },
  '/privacy': { title: 'Privacy Policy', description: 'How the Grantham lake house website handles your information.' },
  '/admin': { title: 'Admin Login', description: SITE_DESCRIPTION },
  '/admin/dashboard': { title: 'Admin Dashboard', description: SITE_DESCRIPTION },
  '/admin/photos': { title: 'Photo Management', description: SITE_DESCRIPTION },
  '/admin/settings': { title: 'Property Settings', description: SITE_DESCRIPTION },
  '/admin/pricing': { title: 'Prices and Stay Rules', description: SITE_DESCRIPTION },
  '/admin/calendar': { title: 'Calendar', description: SITE_DESCRIPTION },
  '/admin/overview': { title: 'Overview', description: SITE_DESCRIPTION },
  '/admin/turnovers': { title: 'Turnovers', description: SITE_DESCRIPTION },
  '/admin/helpers': { title: 'Helpers', description: SITE_DESCRIPTION },
  '/admin/security': { title: 'Sign-in Security', description: SITE_DESCRIPTION },
  '/admin/join': { title: 'Join the Admin', description: SITE_DESCRIPTION },
  '/admin/key': { title: 'Signing In', description: SITE_DESCRIPTION },
  '/admin/content': { title: 'Site Content', description: SITE_DESCRIPTION },
  '/admin/reviews': { title: 'Reviews', description: SITE_DESCRIPTION },
  '/admin/messages': { title: 'Emails to Guests', description: SITE_DESCRIPTION },
  '/admin/agreement': { title: 'Rental Agreement', description: SITE_DESCRIPTION },
};

/**
 * The pages anyone may see, whose whole content the server renders and search engines may index (the sitemap).
 * The access portals and the admin pages depend on the visitor's session: their chrome is rendered, their page in
 * the browser.
 */
export const PUBLIC_PATHS: readonly string[] = [
  '/',
  '/gallery',
  '/guide',
  '/house-rules',
  '/contact',
  '/policies',
  '/cancellation-policy',
  '/terms',
  '/privacy',
  '/book',
  '/access',
];

const NOT_FOUND: RouteMeta = { title: 'Page Not Found', description: SITE_DESCRIPTION };

/** A guest's own booking page, one for every reference (never indexed: its link carries a key). */
const GUEST_BOOKING: RouteMeta = { title: 'Your Booking', description: SITE_DESCRIPTION };

/** The host's editor of one kind of content (/admin/content/house-rules). */
const CONTENT_EDITOR: RouteMeta = { title: 'Edit Site Content', description: SITE_DESCRIPTION };

/** The host's editor of one email (/admin/messages/request-received). */
const MESSAGE_EDITOR: RouteMeta = { title: 'Edit Email', description: SITE_DESCRIPTION };

/** A path without its trailing slashes ('/' stays '/'). */
export const normalisedPath = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** Whether a route names the path (else the not-found page answers it). */
export const isKnownPath = (pathname: string): boolean => metaOf(normalisedPath(pathname)) !== NOT_FOUND;

const metaOf = (path: string): RouteMeta =>
  /^\/booking\/[^/]+$/.test(path)
    ? GUEST_BOOKING
    : /^\/admin\/content\/[^/]+$/.test(path)
      ? CONTENT_EDITOR
      : /^\/admin\/messages\/[^/]+$/.test(path)
        ? MESSAGE_EDITOR
        : (ROUTE_META[path] ?? NOT_FOUND);

/**
 * The route's document title ('Home | <the house's name>') and description, the not-found page's for an unknown
 * path, and the site's name: the house's as the host set it, the seeded one when it could not be read.
 */
export function routeMeta(pathname: string, houseName: string | undefined): RouteMeta & { siteName: string } {
  const meta = metaOf(normalisedPath(pathname));
  const siteName = houseName || DEFAULT_SITE_NAME;
  return { title: `${meta.title} | ${siteName}`, description: meta.description, siteName };
}

/** The house's name as the server wrote it in the page's head: the root config runs before any data is loaded. */
const houseNameOfPage = () => document.head.querySelector<HTMLMetaElement>('meta[name="application-name"]')?.content;

/** The route's title, and its description in <meta name="description">. */
export function applyRouteMeta(pathname: string): void {
  const meta = routeMeta(pathname, houseNameOfPage());
  document.title = meta.title;
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  tag.content = meta.description;
}
