import { endpoints, useAuthStore } from '@backoffice/shared';
import { useSingletonProbe } from '@backoffice/shared/session';
import { useTheme } from '@backoffice/shared/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, Route, Routes, UNSAFE_NavigationContext } from '@backoffice/shared/router';
import { SupportPage } from './features/support-page/SupportPage';

/** The area's routes, relative to where the host mounts it (/support). */
export default function App() {
  // What this remote received from the shared scope; the e2e suite checks it is the host's.
  useSingletonProbe('remote_support', {
    react: useState,
    routerContext: UNSAFE_NavigationContext,
    queryClient: useQueryClient(),
    authStore: useAuthStore,
    ui: useTheme,
    contract: endpoints,
  });
  return (
    <Routes>
      <Route index element={<SupportPage />} />
      <Route path="*" element={<Navigate to="/support" replace />} />
    </Routes>
  );
}
