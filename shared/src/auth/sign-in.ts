import type { AdminSigninResponse, SigninResponse } from '../contract';
import { apiRequest } from '../http/api-request';
import { useAuthStore, type CarriedFirstPage, type SentRequest } from '@backoffice/shared/session';

/**
 * What the page needs once the session is stored: whether an owner requires two-factor first, and
 * the first page of where the person is going when the answer carried it (sendSignIn's).
 */
export interface SignedIn {
  mustEnrolTwoFactor: boolean;
  firstPage?: CarriedFirstPage;
}

function store(response: SigninResponse, signedIn: SignedIn, onSignedIn?: (s: SignedIn) => void) {
  useAuthStore.getState().login(response);
  onSignedIn?.(signedIn);
}

/**
 * Signs an admin in and stores the session; rejects with the ApiError to show on the form. An
 * account with two-factor gets `{ mfa_required, mfa_token }` back and nothing is stored until
 * `signInWithCode`. `onSignedIn` runs in the same task as the store update, before React renders
 * it: requests it starts (the landing page's first data) go out at once, not after a render.
 * `sent`: the same sign-in, already sent by the form (sendSignIn) while this module loaded.
 */
export async function signIn(
  email: string,
  password: string,
  onSignedIn?: (signedIn: SignedIn) => void,
  sent?: SentRequest,
): Promise<AdminSigninResponse> {
  const response = await apiRequest('signinAdmin', { body: { email, password }, sent });
  if (!('mfa_required' in response)) {
    const mustEnrolTwoFactor = response.mfa_enrolment_required === true;
    store(response, { mustEnrolTwoFactor, firstPage: response.first_page }, onSignedIn);
  }
  return response;
}

/** The second step: the sign-in's `mfa_token` and an authenticator or recovery code. */
export async function signInWithCode(
  mfaToken: string,
  code: string,
  onSignedIn?: (signedIn: SignedIn) => void,
): Promise<SigninResponse> {
  const response = await apiRequest('signinAdminMfa', { body: { mfa_token: mfaToken, code } });
  store(response, { mustEnrolTwoFactor: false }, onSignedIn);
  return response;
}
