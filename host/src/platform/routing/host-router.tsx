import { createBrowserHistory, Router } from '@backoffice/shared/router';
import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';

type History = ReturnType<typeof createBrowserHistory>;
type HistoryUpdate = Parameters<Parameters<History['listen']>[0]>[0];

/** The path whose next navigation renders at once (see showNextAtOnce); one at a time. */
let atOnceTo: string | undefined;

/**
 * The next navigation to `pathname` renders in one synchronous pass instead of in a transition.
 * For a page whose code has run and whose data is cached: nothing can suspend, and a transition
 * would only slice the same work into 5 ms pieces with a browser frame between each.
 */
export function showNextAtOnce(pathname: string): void {
  atOnceTo = pathname;
}

/**
 * BrowserRouter, except that a navigation marked by showNextAtOnce skips the transition
 * (BrowserRouter chooses once for every navigation). Every other navigation is a transition, as
 * before: the current page stays until the next one's code and lazy parts have arrived.
 */
export function HostRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [state, setState] = useState<HistoryUpdate>({
    action: history.action,
    location: history.location,
    delta: null,
  });
  useLayoutEffect(() => {
    // A router that starts shows its first page at once anyway; a mark left for that page (signing
    // in from a visit's first /login, which has no router) must not apply to a later navigation.
    atOnceTo = undefined;
    return history.listen((update) => {
      const atOnce = update.location.pathname === atOnceTo;
      atOnceTo = undefined;
      if (atOnce) setState(update);
      else startTransition(() => setState(update));
    });
  }, [history]);
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}
