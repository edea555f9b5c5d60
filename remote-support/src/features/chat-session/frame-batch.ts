/**
 * A hidden tab paints no frames: this timer flushes anyway, so unread counts and toasts keep up.
 */
export const BATCH_FALLBACK_MS = 50;

export type FrameBatch<T> = {
  push(item: T): void;
  /** Forgets what is waiting (sign-out: the events belong to a session that is gone). */
  discard(): void;
};

/**
 * Collects items and hands them to `apply` together, once per animation frame (or after
 * BATCH_FALLBACK_MS without a frame). A burst of socket events arrives as one task per event;
 * applying each on its own would update the store and render once per event.
 */
export function createFrameBatch<T>(apply: (items: T[]) => void): FrameBatch<T> {
  let pending: T[] = [];
  let frame: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const cancel = () => {
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(timer);
    frame = undefined;
    timer = undefined;
  };
  const flush = () => {
    cancel();
    const items = pending;
    pending = [];
    if (items.length) apply(items);
  };

  return {
    push(item) {
      pending.push(item);
      if (pending.length > 1) return;
      if (typeof requestAnimationFrame === 'function') frame = requestAnimationFrame(flush);
      timer = setTimeout(flush, BATCH_FALLBACK_MS);
    },
    discard() {
      cancel();
      pending = [];
    },
  };
}
