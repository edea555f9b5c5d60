import { endpoints, useAuthStore } from '@backoffice/shared';
import { useSingletonProbe } from '@backoffice/shared/session';
import { useTheme } from '@backoffice/shared/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, Route, Routes, UNSAFE_NavigationContext } from '@backoffice/shared/router';
import { CouponsPage } from './features/coupon-list/CouponsPage';

/** The area's routes, relative to where the host mounts it (/coupons). */
export default function App() {
  // What this remote received from the shared scope; the e2e suite checks it is the host's.
  useSingletonProbe('remote_coupons', {
    react: useState,
    routerContext: UNSAFE_NavigationContext,
    queryClient: useQueryClient(),
    authStore: useAuthStore,
    ui: useTheme,
    contract: endpoints,
  });
  return (
    <Routes>
      <Route index element={<CouponsPage />} />
      <Route path="*" element={<Navigate to="/coupons" replace />} />
    </Routes>
  );
}
