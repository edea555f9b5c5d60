import { defineConfig } from '@rspack/cli';
import { federatedAppConfig } from '../scripts/rspack-common.ts';

export default defineConfig((_env, argv) =>
  federatedAppConfig(
    {
      name: 'remote_submissions',
      dir: import.meta.dirname,
      port: 3001,
      title: 'Submissions (standalone)',
      exposes: { './App': './src/App.tsx' },
    },
    argv.mode ?? 'development',
  ),
);
