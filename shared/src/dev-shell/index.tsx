/*
 * The shell's building blocks, shared by the host and each remote's standalone dev shell so both
 * run inside the same providers, sign-in and protection rule.
 */
export { BackofficeProviders } from './BackofficeProviders';
export { DevShell } from './DevShell';
export type { DevShellProps } from './DevShell';
export type { RemoteAppModule } from './remote-app';
export { RequireAuth } from './RequireAuth';
export { DEFAULT_SIGNED_IN_PATH, loginPathFor, safeRedirectTarget } from './safe-redirect';
export { SignInForm } from './SignInForm';
export { registerSingletonProbe, useSingletonProbe } from './singleton-probe';
export type { BackofficeDebugRegistry, SingletonProbe } from './singleton-probe';
