import {
  confirmLeavePage,
  discardUnsavedChanges,
  hasUnsavedChanges,
  subscribeUnsavedChanges,
} from '@backoffice/shared';

/** Marks the copy of the page's history entry that stands between a dirty form and Back. */
const GUARD_KEY = 'leaveGuard';

function isGuard(state: unknown): boolean {
  return typeof state === 'object' && state !== null && GUARD_KEY in state;
}

/** The router's position of an entry (it keeps `idx` in history.state); guards share their page's. */
function positionOf(state: unknown): number {
  if (typeof state !== 'object' || state === null || !('idx' in state)) return 0;
  return typeof state.idx === 'number' ? state.idx : 0;
}

/**
 * The browser's Back button asks before leaving unsaved changes, as links do. BrowserRouter has no
 * blocker (useBlocker needs a data router), so while a form is dirty the page's history entry gets
 * a copy on top: Back first leaves the copy for the same URL, where nothing changes on screen and
 * the admin is asked. Staying puts the copy back; leaving goes on to the page before.
 */
export function installBackButtonGuard(target: Window = window): () => void {
  const { history } = target;
  let position = positionOf(history.state);
  let leaving = false;

  const pushGuard = () =>
    history.pushState({ ...(history.state ?? {}), [GUARD_KEY]: true }, '', target.location.href);

  const unsubscribe = subscribeUnsavedChanges((unsaved) => {
    if (unsaved && !isGuard(history.state)) pushGuard();
  });

  const onPopState = (event: PopStateEvent) => {
    const from = position;
    position = positionOf(event.state);
    if (leaving) {
      leaving = false;
      return;
    }
    if (isGuard(event.state)) {
      // A copy left by a form saved earlier looks like the page beside it: step over it.
      if (!hasUnsavedChanges()) {
        if (from > position) history.back();
        else history.forward();
      }
      return;
    }
    // Back from the copy lands on its page's own entry, at the same position.
    if (!hasUnsavedChanges() || from !== position) return;
    if (confirmLeavePage()) {
      discardUnsavedChanges();
      leaving = true;
      history.back();
    } else {
      pushGuard();
    }
  };

  target.addEventListener('popstate', onPopState);
  return () => {
    unsubscribe();
    target.removeEventListener('popstate', onPopState);
  };
}
