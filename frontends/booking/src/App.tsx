import { usePage, usePathname } from '@lakehouse/web-kit';
import type { ReactElement } from 'react';
import { AccessPage } from './pages/AccessPage';
import { BookFlow } from './book/BookFlow';
import { FamilyPortal } from './pages/FamilyPortal';
import { GuestBookingPage } from './pages/GuestBookingPage';
import { ReferredPortal } from './pages/ReferredPortal';
import { RepeatPortal } from './pages/RepeatPortal';

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
