import { defineConfig } from '@rspack/cli';
import { federatedAppConfig } from '../scripts/rspack-common.ts';

export default defineConfig((_env, argv) =>
  federatedAppConfig(
    {
      name: 'remote_members',
      dir: import.meta.dirname,
      port: 3002,
      title: 'Members (standalone)',
      exposes: { './App': './src/App.tsx' },
    },
    argv.mode ?? 'development',
  ),
);
