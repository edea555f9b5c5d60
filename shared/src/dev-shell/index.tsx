/*
 * The shell's building blocks, shared by the host and each remote's standalone dev shell so both
 * run inside the same providers, sign-in and protection rule.
 */
export { startStandalone } from './startStandalone';
export type { RemoteAppModule } from './remote-app';
