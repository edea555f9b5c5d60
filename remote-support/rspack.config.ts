import { defineConfig } from '@rspack/cli';
import { federatedAppConfig } from '../scripts/rspack-common.ts';

export default defineConfig((_env, argv) =>
  federatedAppConfig(
    {
      name: 'remote_support',
      dir: import.meta.dirname,
      port: 3003,
      title: 'Support (standalone)',
      exposes: {
        './App': './src/App.tsx',
        // What the host shows for support outside /support, loaded after sign-in.
        './NavBadge': './src/features/nav-badge/NavBadge.tsx',
        './SignedInSupport': './src/features/signed-in/SignedInSupport.tsx',
      },
    },
    argv.mode ?? 'development',
  ),
);
