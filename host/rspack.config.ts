import { defineConfig } from '@rspack/cli';
import { federatedAppConfig } from '../scripts/rspack-common.ts';

export default defineConfig((_env, argv) =>
  federatedAppConfig(
    { name: 'host', dir: import.meta.dirname, port: 3000, title: 'Back-office' },
    argv.mode ?? 'development',
  ),
);
