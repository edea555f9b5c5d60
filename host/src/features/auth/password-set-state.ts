/** The navigation state with which /set-password reaches /login after a password was set. */
export const passwordSetState = (email: string) => ({ passwordSetFor: email });

export function passwordSetEmail(state: unknown): string | undefined {
  return typeof state === 'object' &&
    state !== null &&
    'passwordSetFor' in state &&
    typeof state.passwordSetFor === 'string'
    ? state.passwordSetFor
    : undefined;
}
