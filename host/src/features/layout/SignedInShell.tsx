import {
  createQueryClient,
  startTokenRefresh,
  toastContainerProps,
  UnauthorizedRedirect,
} from '@backoffice/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ToastContainer } from 'react-toastify';
import { ensureFederation } from '../federation/federation-runtime';
import AppLayout from './AppLayout';

// In the shell's chunk, so an area's first visit does not wait for one more download.
export { RemoteArea } from '../federation/RemoteArea';

/**
 * Everything a signed-in page runs inside, loaded after sign-in: the session's one QueryClient
 * (every remote renders inside it), the 401 redirect, toasts and the layout.
 * It also registers the remotes, so an area's first visit finds them ready.
 */
export default function SignedInShell() {
  // One client per signed-in session: signing out unmounts the shell, and with it this session's
  // cached data, so the next admin to sign in starts from nothing.
  const [queryClient] = useState(createQueryClient);
  useEffect(() => {
    void ensureFederation();
  }, []);
  // The access token is refreshed ahead of its expiry while signed in (once for all tabs).
  useEffect(() => startTokenRefresh(), []);
  return (
    <QueryClientProvider client={queryClient}>
      <UnauthorizedRedirect />
      <AppLayout />
      <ToastContainer {...toastContainerProps} />
    </QueryClientProvider>
  );
}
