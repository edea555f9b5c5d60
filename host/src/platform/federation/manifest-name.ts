import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime-tools/runtime';

/**
 * Refuses a manifest built as another remote (an area's URL pointed at another area's build):
 * the runtime would otherwise run that build under this area's path and report it as loaded.
 * Only this area fails, naming both.
 */
export const manifestNamePlugin = (): ModuleFederationRuntimePlugin => ({
  name: 'backoffice-manifest-name',
  loadRemoteSnapshot(args) {
    const builtAs = args.manifestJson?.name;
    const expected = args.moduleInfo.name;
    if (builtAs && builtAs !== expected) {
      throw new Error(
        `${expected}: ${args.manifestUrl ?? 'its manifest'} is the manifest of ${builtAs}, not of ${expected}`,
      );
    }
    return args;
  },
});
