import { areaPaths } from '@backoffice/shared/session';
import type * as SignedInShellModule from '../layout/signed-in-shell';
import { fetchAreaListEarly } from './area-list-request';

/*
 * What sign-in will need, started from the /login bundle without carrying any of it: the signed-in
 * chunk, the area list and the dashboard's chunk are plain dynamic imports and a fetch; the target
 * area's code (and, once signed in, its first data) is started by the signed-in chunk itself.
 */

/** The signed-in chunk once it has run: from then on sign-in can start the area synchronously. */
let loadedShell: typeof SignedInShellModule | undefined;

const loadShell = () =>
  import('../layout/signed-in-shell').then((shell) => {
    loadedShell = shell;
    return shell;
  });

function startCommon(target: URL) {
  void fetchAreaListEarly();
  if (target.pathname === areaPaths.dashboard) void import('../dashboard/dashboard-page');
  return loadShell();
}

const toUrl = (target: string) => new URL(target, window.location.origin);

/**
 * Right after sign-in: everything the target page needs, all at once. When the person's typing
 * time was enough to load the signed-in chunk (preloadForSignIn), the area's first data request
 * goes out before this returns, ahead of the signed-in shell's first render.
 */
export function startSignedIn(target: string): void {
  const url = toUrl(target);
  if (loadedShell) {
    void startCommon(url);
    loadedShell.startAreaForSession(url);
    return;
  }
  void startCommon(url).then(({ startAreaForSession }) => startAreaForSession(url));
}

/** While the person types: the code sign-in will need (data needs the session, so not yet). */
export function preloadForSignIn(target: string): void {
  const url = toUrl(target);
  void startCommon(url).then(({ preloadAreaForSignIn }) => preloadAreaForSignIn(url.pathname));
}
