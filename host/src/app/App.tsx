import { BrowserRouter } from '@backoffice/shared/router';
import { ThemeProvider } from '@backoffice/shared/ui-core';
import { PushRoot } from '../features/push/PushRoot';
import { AppRoutes } from './AppRoutes';

/**
 * What every route needs, /login included. The signed-in providers (the page's QueryClient, toasts,
 * the 401 redirect, the remotes) come with the signed-in shell, which loads after sign-in.
 */
export function App() {
  return (
    <ThemeProvider>
      <BrowserRouter>
        <PushRoot />
        <AppRoutes />
      </BrowserRouter>
    </ThemeProvider>
  );
}
