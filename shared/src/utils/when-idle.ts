import { useEffect, useState } from 'react';

/**
 * The longest a task waits for an idle moment. On a busy machine a page can go many seconds without
 * one (each frame's work fills its time), and what waits for it, the socket behind "Live" among
 * them, would wait as long. Well past a first render's second on a slow CPU.
 */
export const IDLE_WAIT_LIMIT_MS = 2_000;

/** Runs `task` when the main thread is idle, or after `IDLE_WAIT_LIMIT_MS`; returns a cancel function. */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: IDLE_WAIT_LIMIT_MS });
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
