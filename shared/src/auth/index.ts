export { signIn, signInWithCode } from './sign-in';
export { revokeSessionOnServer } from './sign-out';
export { startTokenRefresh } from './token-refresh';
