import { Navigate, Route, Routes } from '@backoffice/shared/router';
import { CouponsPage } from './features/coupon-list/coupons-page';

/** The area's routes, relative to where the host mounts it (/coupons). */
export default function App() {
  return (
    <Routes>
      <Route index element={<CouponsPage />} />
      <Route path="*" element={<Navigate to="/coupons" replace />} />
    </Routes>
  );
}
