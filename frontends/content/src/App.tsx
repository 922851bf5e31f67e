import { usePage } from '@lakehouse/web-kit';
import { lazy, Suspense, type ReactElement } from 'react';

// Each page is its own chunk: a visitor downloads the page they open (and the home page's first load stays light).
const HomePage = lazy(() => import('./pages/HomePage').then((m) => ({ default: m.HomePage })));
const ContactPage = lazy(() => import('./pages/ContactPage').then((m) => ({ default: m.ContactPage })));
const GalleryPage = lazy(() => import('./pages/GalleryPage').then((m) => ({ default: m.GalleryPage })));
const GuidePage = lazy(() => import('./pages/GuidePage').then((m) => ({ default: m.GuidePage })));
const HouseRulesPage = lazy(() => import('./pages/HouseRulesPage').then((m) => ({ default: m.HouseRulesPage })));
const PoliciesPage = lazy(() => import('./pages/PoliciesPage').then((m) => ({ default: m.PoliciesPage })));
const CancellationPolicyPage = lazy(() =>
  import('./pages/legal-pages').then((m) => ({ default: m.CancellationPolicyPage })),
);
const TermsPage = lazy(() => import('./pages/legal-pages').then((m) => ({ default: m.TermsPage })));
const PrivacyPage = lazy(() => import('./pages/legal-pages').then((m) => ({ default: m.PrivacyPage })));

const PAGES: Record<string, ReactElement> = {
  '/': <HomePage />,
  '/contact': <ContactPage />,
  '/gallery': <GalleryPage />,
  '/guide': <GuidePage />,
  '/house-rules': <HouseRulesPage />,
  '/policies': <PoliciesPage />,
  '/cancellation-policy': <CancellationPolicyPage />,
  '/terms': <TermsPage />,
  '/privacy': <PrivacyPage />,
};

/** The content microfrontend's pages, by path; the shell mounts this app on these paths only. */
export function App() {
  const page = usePage(PAGES);
  if (!page) return null;
  return (
    <Suspense
      fallback={
        <div className="app-loading" role="status">
          Loading…
        </div>
      }
    >
      {page}
    </Suspense>
  );
}
