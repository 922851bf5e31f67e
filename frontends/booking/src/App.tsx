import { usePage, usePathname } from '@lakehouse/web-kit';
import type { ReactElement } from 'react';
import { AccessPage } from './pages/AccessPage';
import { BookPage } from './pages/BookPage';
import { FamilyPortal } from './pages/FamilyPortal';
import { GuestBookingPage } from './pages/GuestBookingPage';
import { ReferredPortal } from './pages/ReferredPortal';
import { RepeatPortal } from './pages/RepeatPortal';

const PAGES: Record<string, ReactElement> = {
  '/book': <BookPage />,
  '/access': <AccessPage />,
  '/portal/family': <FamilyPortal />,
  '/portal/repeat': <RepeatPortal />,
  '/portal/referred': <ReferredPortal />,
};

/** The booking microfrontend's pages, by path; the shell mounts this app on these paths only. */
export function App() {
  const page = usePage(PAGES);
  // /booking/<reference>: the guest's own booking, one page for every reference.
  const isGuestBooking = usePathname().startsWith('/booking/');
  if (isGuestBooking) return <GuestBookingPage />;
  return page ?? null;
}
