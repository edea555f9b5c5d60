import { currentTimeZone, startTokenRefresh, UnauthorizedRedirect } from '@backoffice/shared';
import { useLocation } from '@backoffice/shared/router';
import { whenIdle } from '@backoffice/shared/session';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { EnrolmentRedirect } from '../../features/auth/enrolment-redirect';
import {
  areaOfPath,
  navigateWhenAreaReady,
  preloadAllAreas,
  preloadAreaCode,
} from '../federation/area-preload';
import { connectionAllowsPreload } from '../federation/preload-conditions';
import { startPage } from '../routing/start-page';
import { markSignInVisit } from '../observability/rum-reporter';
import { useRumReporting } from '../observability/use-rum-reporting';
import AppLayout from './app-layout';
import { pageQuerySession, type QuerySession } from './session-query-client';
import { StepUpPrompt } from './step-up-prompt';
import { ToastsOnceIdle } from './toasts-once-idle';

// In the shell's chunk, so an area's first visit does not wait for one more download.
export { AreaRoutes } from '../federation/area-routes';

/** Sign-in just succeeded: the target page's code and first data start now, together. */
export function startPageForSession(to: { pathname: string; search: string }): void {
  markSignInVisit();
  startPage(pageQuerySession.client(), to, 'fetch-and-run');
}

/** After startPageForSession: `navigate` once the area can render with its data. */
export function enterPageForSession(
  to: { pathname: string; search: string },
  navigate: () => void,
): void {
  navigateWhenAreaReady(pageQuerySession.client(), to, navigate);
}

/** The target area's code, fetched and run into the query it renders from (remoteAppQuery). */
async function runAreaCode(pathname: string, session: QuerySession): Promise<void> {
  // Starts the runtime and reads the area list first.
  const area = await areaOfPath(pathname);
  if (area) await preloadAreaCode(session.client(), area, true);
}

/**
 * On /login, while the person types: the code of the area sign-in leads to, fetched and run, so
 * the signed-in shell's first render can show it (a host page's chunks are already on their way,
 * started by the /login bundle: preloadForSignIn). An area whose code cannot load is left to its
 * own visit, which says so.
 */
export function preloadPageForSignIn(
  target: { pathname: string; search: string },
  session = pageQuerySession,
): void {
  // The first request sends the time zone: its first read through Intl takes milliseconds.
  currentTimeZone();
  runAreaCode(target.pathname, session).catch(() => undefined);
}

/**
 * Everything a signed-in page runs inside, loaded after sign-in: the session's one QueryClient
 * (every remote renders inside it), the 401 redirect, toasts and the layout.
 * It also starts the federation runtime, the current area's code and data (a reload lands here
 * without passing the sign-in form), and the other areas' code once the page is idle.
 */
export default function SignedInShell() {
  // One client per signed-in session: signing out unmounts the shell, and with it this session's
  // cached data, so the next admin to sign in starts from nothing.
  const [queryClient] = useState(pageQuerySession.client);
  const { pathname, search } = useLocation();
  const [landing] = useState({ pathname, search });
  useEffect(() => {
    startPage(queryClient, landing, 'fetch-and-run');
    let ended = false;
    const cancel = connectionAllowsPreload()
      ? whenIdle(() => void preloadAllAreas(queryClient, () => ended))
      : () => undefined;
    return () => {
      ended = true;
      cancel();
      pageQuerySession.dispose();
    };
  }, [queryClient, landing]);
  // The access token is refreshed ahead of its expiry while signed in (once for all tabs).
  useEffect(() => startTokenRefresh(), []);
  useRumReporting(queryClient, pathname);
  return (
    <QueryClientProvider client={queryClient}>
      <UnauthorizedRedirect />
      <StepUpPrompt />
      <EnrolmentRedirect />
      <AppLayout />
      <ToastsOnceIdle />
    </QueryClientProvider>
  );
}
