import type { SigninResponse } from '../contract';
import { apiRequest } from '../http/api-request';
import { useAuthStore } from '@backoffice/shared/session';

/**
 * Signs an admin in and stores the session; rejects with the ApiError to show on the form.
 * `onSignedIn` runs in the same task as the store update, before React renders it: requests it
 * starts (the landing page's first data) go out at once, not after the signed-in shell's render.
 */
export async function signIn(
  email: string,
  password: string,
  onSignedIn?: () => void,
): Promise<SigninResponse> {
  const response = await apiRequest('signinAdmin', { body: { email, password } });
  useAuthStore.getState().login(response);
  onSignedIn?.();
  return response;
}
