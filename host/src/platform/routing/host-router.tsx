import { createBrowserHistory, Router } from '@backoffice/shared/router';
import { startTransition, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { Navigations } from './navigations';

type History = ReturnType<typeof createBrowserHistory>;
type HistoryUpdate = Parameters<Parameters<History['listen']>[0]>[0];

/**
 * BrowserRouter, except that a navigation marked by `navigations.showNextAtOnce` skips the
 * transition (BrowserRouter chooses once for every navigation). Every other navigation is a
 * transition, as before: the current page stays until the next one's code and lazy parts have
 * arrived.
 */
export function HostRouter({
  children,
  navigations,
}: {
  children: ReactNode;
  /** The page loader's (PageLoader.navigations). */
  navigations: Navigations;
}) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [state, setState] = useState<HistoryUpdate>({
    action: history.action,
    location: history.location,
    delta: null,
  });
  useLayoutEffect(() => {
    // A router that starts shows its first page at once anyway; a mark left for that page (signing
    // in from a visit's first /login, which has no router) must not apply to a later navigation.
    navigations.takeAtOnce(history.location.pathname);
    return history.listen((update) => {
      if (navigations.takeAtOnce(update.location.pathname)) setState(update);
      else startTransition(() => setState(update));
    });
  }, [history, navigations]);
  // A page opened by a link or a navigate() starts at its top, as a page load would: the last
  // page's scroll position left the next one's title and "Back to …" under the sticky header (a
  // queue's next request after a decision). Search changes (a list's filters) and Back keep it.
  const shownPath = useRef(state.location.pathname);
  useLayoutEffect(() => {
    if (state.location.pathname === shownPath.current) return;
    shownPath.current = state.location.pathname;
    if (state.action === 'PUSH') window.scrollTo(0, 0);
  }, [state]);
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}
