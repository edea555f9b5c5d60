import { Spinner } from '@backoffice/shared/ui';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from '@backoffice/shared/router';
import { SubmissionsListPage } from './features/submissions-list/submissions-list-page';
import { loadTicketDetailsPage } from './features/ticket-details/prefetch-ticket';

// The ticket page (forms, review queue, shortcuts) loads when first opened, or when a row is
// about to be: the list, where the area opens, renders without it and without react-hook-form.
const TicketDetailsPage = lazy(() =>
  loadTicketDetailsPage().then((module) => ({
    default: module.TicketDetailsPage,
  })),
);

/** The area's routes, relative to where the host mounts it (/submissions). */
export default function App() {
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
