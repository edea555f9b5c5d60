export { signIn } from './signIn';
export { revokeSessionOnServer } from './signOut';
export { startTokenRefresh } from './tokenRefresh';
