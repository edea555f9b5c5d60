/**
 * A deliberately broken remote-coupons: its real config with react and react-dom left out of
 * `shared`, so it bundles a React of its own. The singleton scan must report React twice when
 * `pnpm bench --unshared-react` serves this build in the real one's place.
 */
import { join } from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { defineConfig } from '@rspack/cli';
import { federatedAppConfig, sharedSingletons } from '../../../scripts/rspack-common.ts';

const remoteDir = join(import.meta.dirname, '..', '..', '..', 'remote-coupons');
const name = 'remote_coupons';
const exposes = { './App': './src/app.tsx' };
const reactKeys = new Set(['react', 'react/', 'react-dom', 'react-dom/']);

export default defineConfig(() => {
  const config = federatedAppConfig(
    { name, dir: remoteDir, port: 0, title: 'Coupons (React not shared)', exposes },
    'production',
  );
  const shared = Object.fromEntries(
    Object.entries(sharedSingletons(remoteDir)).filter(([key]) => !reactKeys.has(key)),
  );
  const plugins = (config.plugins ?? []).filter(
    (plugin) => !(plugin instanceof ModuleFederationPlugin),
  );
  plugins.push(
    new ModuleFederationPlugin({
      name,
      filename: 'remoteEntry.js',
      exposes,
      remotes: {},
      shared,
      shareStrategy: 'loaded-first',
      manifest: true,
      dts: false,
      // Like the real build: the host's runtime, not one of its own.
      experiments: { externalRuntime: true, optimization: { target: 'web' } },
    }),
  );
  return { ...config, plugins };
});
