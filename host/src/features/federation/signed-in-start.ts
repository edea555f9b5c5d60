import { areaPaths } from '@backoffice/shared/session';
import { fetchAreaListEarly } from './area-list-request';

/*
 * What sign-in will need, started from the /login bundle without carrying any of it: the signed-in
 * chunk, the area list and the dashboard's chunk are plain dynamic imports and a fetch; the target
 * area's code (and, once signed in, its first data) is started by the signed-in chunk itself.
 */

const loadShell = () => import('../layout/signed-in-shell');

function startCommon(target: URL) {
  void fetchAreaListEarly();
  if (target.pathname === areaPaths.dashboard) void import('../dashboard/dashboard-page');
  return loadShell();
}

const toUrl = (target: string) => new URL(target, window.location.origin);

/** Right after sign-in: everything the target page needs, all at once. */
export function startSignedIn(target: string): void {
  const url = toUrl(target);
  void startCommon(url).then(({ startAreaForSession }) => startAreaForSession(url));
}

/** While the person types: the code sign-in will need (data needs the session, so not yet). */
export function preloadForSignIn(target: string): void {
  const url = toUrl(target);
  void startCommon(url).then(({ preloadAreaCode }) => preloadAreaCode(url.pathname));
}
