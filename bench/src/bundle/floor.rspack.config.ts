/**
 * The floor (bench/fixtures/floor-app) built with the host's own config from
 * scripts/rspack-common.ts: the same loaders, minifier, federation runtime and shared singleton
 * map. Its dependencies resolve from host/node_modules, the very versions the host ships.
 * Built by the rspack CLI in a child process (see custom-builds.ts), like the apps.
 */
import { join } from 'node:path';
import { defineConfig } from '@rspack/cli';
import { federatedAppConfig } from '../../../scripts/rspack-common.ts';

const repoRoot = join(import.meta.dirname, '..', '..', '..');
const hostDir = join(repoRoot, 'host');

export default defineConfig(() => {
  // The host's package.json supplies the shared versions; the sources are the fixture's.
  const config = federatedAppConfig(
    { name: 'bench_floor', dir: hostDir, port: 0, title: 'Floor' },
    'production',
  );
  return {
    ...config,
    context: join(repoRoot, 'bench', 'fixtures', 'floor-app'),
    resolve: { ...config.resolve, modules: ['node_modules', join(hostDir, 'node_modules')] },
  };
});
