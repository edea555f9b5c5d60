import { endpoints, useAuthStore } from '@backoffice/shared';
import { useSingletonProbe } from '@backoffice/shared/session';
import { Spinner, useTheme } from '@backoffice/shared/ui';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Navigate, Route, Routes, UNSAFE_NavigationContext } from '@backoffice/shared/router';
import { SubmissionsListPage } from './features/submissions-list/SubmissionsListPage';

// The ticket page (forms, review queue, shortcuts) loads when first opened: the list, where the
// area opens, renders without it and without react-hook-form.
const TicketDetailsPage = lazy(() =>
  import('./features/ticket-details/TicketDetailsPage').then((module) => ({
    default: module.TicketDetailsPage,
  })),
);

/** The area's routes, relative to where the host mounts it (/submissions). */
export default function App() {
  // What this remote received from the shared scope; the e2e suite checks it is the host's.
  useSingletonProbe('remote_submissions', {
    react: useState,
    routerContext: UNSAFE_NavigationContext,
    queryClient: useQueryClient(),
    authStore: useAuthStore,
    ui: useTheme,
    contract: endpoints,
  });
  return (
    <Routes>
      <Route index element={<SubmissionsListPage />} />
      <Route
        path="ticket-details/:ticketId"
        element={
          <Suspense fallback={<Spinner label="Loading the request" />}>
            <TicketDetailsPage />
          </Suspense>
        }
      />
      <Route path="*" element={<Navigate to="/submissions" replace />} />
    </Routes>
  );
}
