import type { SigninResponse } from '../contract';
import { apiRequest } from '../http/api-request';
import { useAuthStore } from '@backoffice/shared/session';

/** Signs an admin in and stores the session; rejects with the ApiError to show on the form. */
export async function signIn(email: string, password: string): Promise<SigninResponse> {
  const response = await apiRequest('signinAdmin', { body: { email, password } });
  useAuthStore.getState().login(response);
  return response;
}
