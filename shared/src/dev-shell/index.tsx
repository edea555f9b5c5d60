/*
 * The shell's building blocks, shared by the host and each remote's standalone dev shell so both
 * run inside the same providers, sign-in and protection rule.
 */
export { BackofficeProviders } from './BackofficeProviders';
export { DevShell } from './DevShell';
export type { DevShellProps } from './DevShell';
export type { RemoteAppModule } from './remote-app';
export {
  DEFAULT_SIGNED_IN_PATH,
  RequireAuth,
  SignInForm,
  loginPathFor,
  registerSingletonProbe,
  safeRedirectTarget,
  useSingletonProbe,
} from '@backoffice/shared/session';
export type { BackofficeDebugRegistry, SingletonProbe } from '@backoffice/shared/session';
