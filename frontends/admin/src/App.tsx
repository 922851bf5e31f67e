import { usePage } from '@lakehouse/web-kit';
import type { ReactElement } from 'react';
import { AdminLoginPage } from './pages/AdminLoginPage';
import { AgreementPage } from './pages/agreement/AgreementPage';
import { CalendarPage } from './pages/CalendarPage';
import { HelperSignInPage } from './pages/helpers/HelperSignInPage';
import { HelpersPage } from './pages/helpers/HelpersPage';
import { JoinPage } from './pages/helpers/JoinPage';
import { ContentRoutes } from './pages/content/ContentRoutes';
import { MessageRoutes } from './pages/messages/MessageRoutes';
import { DashboardPage } from './pages/DashboardPage';
import { OverviewPage } from './pages/OverviewPage';
import { PhotosPage } from './pages/PhotosPage';
import { PricingPage } from './pages/PricingPage';
import { ReviewsPage } from './pages/ReviewsPage';
import { SignInSecurityPage } from './pages/security/SignInSecurityPage';
import { SettingsPage } from './pages/SettingsPage';
import { TurnoversPage } from './pages/TurnoversPage';

const PAGES: Record<string, ReactElement> = {
  '/admin': <AdminLoginPage />,
  '/admin/dashboard': <DashboardPage />,
  '/admin/photos': <PhotosPage />,
  '/admin/settings': <SettingsPage />,
  '/admin/pricing': <PricingPage />,
  '/admin/calendar': <CalendarPage />,
  '/admin/overview': <OverviewPage />,
  '/admin/reviews': <ReviewsPage />,
  '/admin/agreement': <AgreementPage />,
  '/admin/turnovers': <TurnoversPage />,
  '/admin/helpers': <HelpersPage />,
  '/admin/security': <SignInSecurityPage />,
  '/admin/join': <JoinPage />,
  '/admin/key': <HelperSignInPage />,
};

/** The admin microfrontend's pages, by path; the shell mounts this app on these paths only. */
export function App() {
  return (
    usePage(PAGES) ?? (
      <>
        <ContentRoutes />
        <MessageRoutes />
      </>
    )
  );
}
