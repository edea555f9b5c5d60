import { defineConfig } from '@rspack/cli';
import { federatedAppConfig } from '../scripts/rspack-common.ts';

export default defineConfig((_env, argv) =>
  federatedAppConfig(
    {
      name: 'remote_coupons',
      dir: import.meta.dirname,
      port: 3004,
      title: 'Coupons (standalone)',
      exposes: { './App': './src/App.tsx' },
    },
    argv.mode ?? 'development',
  ),
);
