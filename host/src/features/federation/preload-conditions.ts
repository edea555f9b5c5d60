import { useEffect, useState } from 'react';

/*
 * When to preload: apart from signed-in-start, because the signed-in shell it loads uses these too
 * (one module would import the shell that imports it).
 */

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** No preloading for someone who asked to save data or is on a 2G-class connection. */
export function connectionAllowsPreload(
  connection: NetworkInformation | undefined = (
    navigator as Navigator & { connection?: NetworkInformation }
  ).connection,
): boolean {
  if (!connection) return true;
  return !connection.saveData && !/2g$/.test(connection.effectiveType ?? '');
}

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
