import { Navigate, Route, Routes } from '@backoffice/shared/router';
import { SupportPage } from './features/support-page/support-page';

/** The area's routes, relative to where the host mounts it (/support). */
export default function App() {
  return (
    <Routes>
      <Route index element={<SupportPage />} />
      <Route path="*" element={<Navigate to="/support" replace />} />
    </Routes>
  );
}
