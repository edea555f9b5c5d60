/*
 * The shell's building blocks, shared by the host and each remote's standalone dev shell so both
 * run inside the same providers, sign-in and protection rule.
 */
export { startStandalone } from './start-standalone';
export type { RemoteAppModule } from './remote-app';
