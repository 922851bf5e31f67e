import { lazyExport, usePage, usePathname } from '@lakehouse/web-kit';
import type { ReactElement } from 'react';
import { BookFlow } from './book/BookFlow';
import { AccessPage } from './pages/AccessPage';

// /book is where most guests land from the site: the session's pages (and their schemas) load only where they
// show. /access stays in the app's first chunk: it is a public page a guest acts on at once, and a lazy page
// hydrates only after its code arrives, so its form would answer nothing for that long.
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
