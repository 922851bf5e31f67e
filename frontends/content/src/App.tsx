import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { cancellationPolicy, privacyPolicy, termsOfService } from './content/legal';
import { ContactPage } from './pages/ContactPage';
import { GalleryPage } from './pages/GalleryPage';
import { GuidePage } from './pages/GuidePage';
import { HouseRulesPage } from './pages/HouseRulesPage';
import { LegalPage } from './pages/LegalPage';
import { PoliciesPage } from './pages/PoliciesPage';
import { HomePage } from './pages/HomePage';
import { HeadingOnlyPage } from './pages/HeadingOnlyPage';

/** The content microfrontend's pages; the shell only mounts this app on these paths. */
export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/contact" element={<ContactPage />} />
        <Route path="/gallery" element={<GalleryPage />} />
        <Route path="/guide" element={<GuidePage />} />
        <Route path="/house-rules" element={<HouseRulesPage />} />
        <Route path="/policies" element={<PoliciesPage />} />
        <Route path="/cancellation-policy" element={<LegalPage document={cancellationPolicy} />} />
        <Route path="/terms" element={<LegalPage document={termsOfService} />} />
        <Route path="/privacy" element={<LegalPage document={privacyPolicy} />} />
        <Route path="*" element={null} />
      </Routes>
    </BrowserRouter>
  );
}
