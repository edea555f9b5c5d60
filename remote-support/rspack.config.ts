import { defineConfig } from '@rspack/cli';
import { remoteAppConfig } from '../scripts/rspack-common.ts';

export default defineConfig((_env, argv) =>
  remoteAppConfig('remote_support', argv.mode ?? 'development', {
    // What the host shows for support outside /support, loaded after sign-in.
    './NavBadge': './src/features/nav-badge/NavBadge.tsx',
    './SignedInSupport': './src/features/signed-in/SignedInSupport.tsx',
  }),
);
