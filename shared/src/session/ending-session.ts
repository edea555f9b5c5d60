/**
 * The access token a sign-out is ending. The api refuses it from the moment the sign-out reaches
 * it, so a request still in flight with it may come back 401; that answer is the sign-out itself,
 * not a lost session, and must not send the page to /login with a `next` back to where it was while
 * the sign-out is taking it to /login. Kept per token, so a later sign-in is never affected.
 */
let endingToken: string | null = null;

export function markSessionEnding(accessToken: string): void {
  endingToken = accessToken;
}

export function isEndingSessionToken(accessToken: string | null): boolean {
  return accessToken !== null && accessToken === endingToken;
}
