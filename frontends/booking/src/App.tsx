import { lazyExport, usePage, usePathname } from '@lakehouse/web-kit';
import type { ReactElement } from 'react';
import { BookFlow } from './book/BookFlow';

// /book is where most guests land from the site: the other pages (and their schemas) load only where they show.
// On a server-rendered one, hydration waits for its code under AppProviders' Suspense boundary, keeping the HTML.
const AccessPage = lazyExport(() => import('./pages/AccessPage'), 'AccessPage');
const FamilyPortal = lazyExport(() => import('./pages/FamilyPortal'), 'FamilyPortal');
const GuestBookingPage = lazyExport(() => import('./pages/GuestBookingPage'), 'GuestBookingPage');
const ReferredPortal = lazyExport(() => import('./pages/ReferredPortal'), 'ReferredPortal');
const RepeatPortal = lazyExport(() => import('./pages/RepeatPortal'), 'RepeatPortal');

const PAGES: Record<string, ReactElement> = {
  '/access': <AccessPage />,
  '/portal/family': <FamilyPortal />,
  '/portal/repeat': <RepeatPortal />,
  '/portal/referred': <ReferredPortal />,
};

/** The booking microfrontend's pages, by path; the shell mounts this app on these paths only. */
export function App() {
  const page = usePage(PAGES);
  // /booking/<reference>: the guest's own booking, one page for every reference.
  const pathname = usePathname();
  if (pathname.startsWith('/booking/')) return <GuestBookingPage />;
  // /book and its steps: the journey routes within itself.
  if (pathname === '/book' || pathname.startsWith('/book/')) return <BookFlow />;
  return page ?? null;
}
