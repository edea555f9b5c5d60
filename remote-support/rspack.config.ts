import { defineConfig } from '@rspack/cli';
import { remoteAppConfig } from '../scripts/rspack-common.ts';

export default defineConfig((_env, argv) => {
  const config = remoteAppConfig('remote_support', argv.mode ?? 'development', {
    // What the host shows for support outside /support, loaded after sign-in.
    './NavBadge': './src/features/nav-badge/nav-badge.tsx',
    './SignedInSupport': './src/features/signed-in/signed-in-support.tsx',
  });
  // The message log is shared by the signed-in module, the page and the message list: in a
  // chunk of its own instead of a copy in each (the default minimum size would copy it).
  return { ...config, optimization: { ...config.optimization, splitChunks: { minSize: 2000 } } };
});
