import { usePage } from '@lakehouse/web-kit';
import type { ReactElement } from 'react';
import { AdminLoginPage } from './pages/AdminLoginPage';
import { CalendarPage } from './pages/CalendarPage';
import { DashboardPage } from './pages/DashboardPage';
import { OverviewPage } from './pages/OverviewPage';
import { PhotosPage } from './pages/PhotosPage';
import { PricingPage } from './pages/PricingPage';
import { SettingsPage } from './pages/SettingsPage';

const PAGES: Record<string, ReactElement> = {
  '/admin': <AdminLoginPage />,
  '/admin/dashboard': <DashboardPage />,
  '/admin/photos': <PhotosPage />,
  '/admin/settings': <SettingsPage />,
  '/admin/pricing': <PricingPage />,
  '/admin/calendar': <CalendarPage />,
  '/admin/overview': <OverviewPage />,
};

/** The admin microfrontend's pages, by path; the shell mounts this app on these paths only. */
export function App() {
  return usePage(PAGES) ?? null;
}
