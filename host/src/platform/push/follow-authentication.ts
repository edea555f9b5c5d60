import { useAuthStore, type AuthStore } from '@backoffice/shared/session';
import type { PushRegistration } from './push-registration';

const isSignedIn = (state: Pick<AuthStore, 'isAuthenticated' | 'accessToken'>) =>
  state.isAuthenticated && state.accessToken !== null;

/**
 * docs/spec.md §4: registers when the user becomes authenticated with an access token and unregisters
 * when not authenticated. Returns the stop function.
 */
export function followAuthentication(
  registration: Pick<PushRegistration, 'signedIn' | 'signedOut' | 'dispose'>,
  store: Pick<typeof useAuthStore, 'getState' | 'subscribe'> = useAuthStore,
): () => void {
  if (isSignedIn(store.getState())) registration.signedIn();
  else void registration.signedOut();
  const unsubscribe = store.subscribe((state, previous) => {
    if (isSignedIn(state) === isSignedIn(previous)) return;
    if (isSignedIn(state)) registration.signedIn();
    else void registration.signedOut();
  });
  return () => {
    unsubscribe();
    registration.dispose();
  };
}
