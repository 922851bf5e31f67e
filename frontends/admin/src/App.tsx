import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { AdminLoginPage } from './pages/AdminLoginPage';
import { DashboardPage } from './pages/DashboardPage';
import { PhotosPage } from './pages/PhotosPage';

/** The admin microfrontend's pages; the shell only mounts this app on these paths. */
export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/admin" element={<AdminLoginPage />} />
        <Route path="/admin/dashboard" element={<DashboardPage />} />
        <Route path="/admin/photos" element={<PhotosPage />} />
        <Route path="*" element={null} />
      </Routes>
    </BrowserRouter>
  );
}
