import { useEffect, useState } from 'react';

/** Runs `task` when the main thread is idle; returns a cancel function. */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task);
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(task, 200);
  return () => window.clearTimeout(timer);
}

/**
 * False until the main thread has first been idle since mount: what the page's first screen does
 * not need (nav badges, support's chat session, the socket) waits for it, so it does not compete
 * with the landing page's render.
 */
export function useFirstIdlePassed(): boolean {
  const [passed, setPassed] = useState(false);
  useEffect(() => whenIdle(() => setPassed(true)), []);
  return passed;
}
