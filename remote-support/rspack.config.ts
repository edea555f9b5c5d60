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
        './NavBadge': './src/features/nav-badge/NavBadge.tsx',
      },
    },
    argv.mode ?? 'development',
  ),
);
