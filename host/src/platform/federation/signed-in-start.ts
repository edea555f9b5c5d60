import { loadHostPage, type PageCodeMoment } from '../routing/host-page-chunks';
import { signedInShellChunk } from '../routing/signed-in-chunks';
import { preloadPushCode } from '../push/push-root';

/*
 * What sign-in will need, started from the /login bundle without carrying any of it: the signed-in
 * chunk and a host page's chunks are plain dynamic imports; the area list, the target area's code
 * (and, once signed in, its first data) are started by the signed-in chunk itself.
 */

function startCommon(target: URL, moment: PageCodeMoment) {
  void loadHostPage(target.pathname, moment);
  return signedInShellChunk.load();
}

const toUrl = (target: string) => new URL(target, window.location.origin);

/**
 * Right after sign-in: everything the target page needs, all at once, then `navigate` there. When
 * the person's typing time was enough to load the signed-in chunk (preloadForSignIn), the area's
 * first data request goes out before this returns, and the navigation waits for it (briefly: see
 * navigateWhenAreaReady) so the signed-in page renders once, with its data. Otherwise it navigates
 * at once and the page shows its loading states.
 */
export function startSignedIn(target: string, navigate: () => void): void {
  const url = toUrl(target);
  const loadedShell = signedInShellChunk.loaded();
  if (loadedShell) {
    void startCommon(url, 'signed-in');
    loadedShell.startPageForSession(url);
    loadedShell.enterPageForSession(url, navigate);
    return;
  }
  navigate();
  void startCommon(url, 'signed-in').then(({ startPageForSession }) => startPageForSession(url));
}

/** While the person types: the code sign-in will need (data needs the session, so not yet). */
export function preloadForSignIn(target: string): void {
  const url = toUrl(target);
  void startCommon(url, 'before-sign-in').then(({ preloadPageForSignIn }) =>
    preloadPageForSignIn(url),
  );
  preloadPushCode();
}
