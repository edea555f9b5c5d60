/**
 * The navigation state with which a 401 (docs/spec.md §8: an expired token, an account an owner
 * disabled, a password changed elsewhere) reaches /login, so the page says why it is there.
 */
export const sessionEndedState = { sessionEnded: true } as const;

export function isSessionEndedState(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    'sessionEnded' in state &&
    state.sessionEnded === true
  );
}
