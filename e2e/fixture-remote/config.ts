import type { Configuration } from '@rspack/core';
import { federatedAppConfig } from '../../scripts/rspack-common.ts';

/**
 * A fifth area the host's build has never heard of, for the e2e suites (e2e/tests/areas.spec.ts):
 * built like every remote, by scripts/rspack-common.ts, from `dir` (this folder, or a copy whose
 * `@backoffice/shared` is another release: e2e/harness/fixture-remote-build.ts).
 */
export function fixtureRemoteConfig(dir: string, mode: string): Configuration {
  return federatedAppConfig(
    {
      name: 'remote_reports',
      dir,
      port: 3005,
      title: 'Reports (fixture)',
      exposes: { './App': './src/app.tsx' },
    },
    mode,
  );
}
