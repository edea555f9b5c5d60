/*
 * @backoffice/remote-kit: the one way to build a remote (docs/remotes.md, "A team's own
 * repository"). rspack configs import it in Node.
 */
export { apiFromEnv, defineRemote, type RemoteOptions } from './define-remote.ts';
export {
  buildVersionOf,
  COMPILE_HINT,
  federatedAppConfig,
  sharedPackageVersion,
  sharedSingletons,
  standaloneBuild,
  type DevServerFiles,
  type FederatedAppOptions,
} from './preset.ts';
export type { AreaApp, AreaAppModule, HostProvided } from './boundary.ts';
