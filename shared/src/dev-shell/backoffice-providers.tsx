import { toastContainerProps, UnauthorizedRedirect } from '@backoffice/shared';
import { ThemeProvider } from '@backoffice/shared/ui';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BrowserRouter } from '@backoffice/shared/router';
import { ToastContainer } from 'react-toastify';

/**
 * The providers every page of the back-office runs inside, the host's and each remote's dev
 * shell alike: theme, the one QueryClient, the router, the toast container, 401 → /login.
 */
export function BackofficeProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <UnauthorizedRedirect />
          {children}
        </BrowserRouter>
        <ToastContainer {...toastContainerProps} />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
