/**
 * Waits for a condition a test cannot await directly (a socket's state, a store filled by
 * events); fails after `timeoutMs`, which leaves room for a busy machine.
 */
export function waitUntil(predicate: () => boolean, timeoutMs = 8000): Promise<true> {
  return vi.waitUntil(() => predicate() || undefined, { timeout: timeoutMs, interval: 20 });
}
