/** The navigation state with which the header's "Sign out" reaches /login. */
export const signOutState = { signOut: true } as const;

export function isSignOutState(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && 'signOut' in state && state.signOut === true
  );
}
