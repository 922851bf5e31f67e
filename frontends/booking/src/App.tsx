import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { AccessPage } from './pages/AccessPage';
import { BookPage } from './pages/BookPage';
import { FamilyPortal } from './pages/FamilyPortal';
import { ReferredPortal } from './pages/ReferredPortal';
import { RepeatPortal } from './pages/RepeatPortal';

/** The booking microfrontend's pages; the shell only mounts this app on these paths. */
export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/book" element={<BookPage />} />
        <Route path="/access" element={<AccessPage />} />
        <Route path="/portal/family" element={<FamilyPortal />} />
        <Route path="/portal/repeat" element={<RepeatPortal />} />
        <Route path="/portal/referred" element={<ReferredPortal />} />
        <Route path="*" element={null} />
      </Routes>
    </BrowserRouter>
  );
}
