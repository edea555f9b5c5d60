export { signIn } from './signIn';
export { revokeSessionOnServer } from './signOut';
