import { startTokenRefresh, UnauthorizedRedirect } from '@backoffice/shared';
import { useLocation } from '@backoffice/shared/router';
import { whenIdle } from '@backoffice/shared/session';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { connectionAllowsPreload } from '../federation/preload-conditions';
import { usePageLoader } from '../routing/page-loader';
import { useRumReporting } from '../observability/use-rum-reporting';
import AppLayout, { type AppLayoutProps } from './app-layout';
import { StepUpPrompt } from './step-up-prompt';
import { ToastsOnceIdle } from './toasts-once-idle';

export interface SignedInShellProps extends AppLayoutProps {
  /** What follows the session on every page without showing anything (app/ gives it). */
  watchers?: ReactNode;
}

/**
 * Everything a signed-in page runs inside, loaded after sign-in: the session's one QueryClient
 * (every remote renders inside it), the 401 redirect, toasts and the layout.
 * It also starts the current page's code and data (a reload lands here without passing the
 * sign-in form), and the areas' code once the page is idle.
 */
export function SignedInShell({ watchers, ...layout }: SignedInShellProps) {
  const loader = usePageLoader();
  // One client per signed-in session: signing out unmounts the shell, and with it this session's
  // cached data, so the next admin to sign in starts from nothing. The shell renders from the
  // signed-in chunk, which makes the loader's session part: it is there.
  const [session] = useState(() => {
    const part = loader.session();
    if (!part) throw new Error('The signed-in shell renders only once its chunk has arrived');
    return part;
  });
  const [queryClient] = useState(session.queryClient);
  const { pathname, search } = useLocation();
  const [landing] = useState({ pathname, search });
  useEffect(() => {
    loader.load(landing, 'land');
    let ended = false;
    const cancel = connectionAllowsPreload()
      ? whenIdle(() => void loader.idle(() => ended))
      : () => undefined;
    return () => {
      ended = true;
      cancel();
      session.end();
    };
  }, [loader, session, landing]);
  // The access token is refreshed ahead of its expiry while signed in (once for all tabs).
  useEffect(() => startTokenRefresh(), []);
  useRumReporting(session.rum, queryClient, pathname);
  return (
    <QueryClientProvider client={queryClient}>
      <UnauthorizedRedirect />
      <StepUpPrompt />
      {watchers}
      <AppLayout {...layout} />
      <ToastsOnceIdle />
    </QueryClientProvider>
  );
}
