import { defineConfig } from '@rspack/cli';
import { federatedAppConfig } from '../scripts/rspack-common.ts';
import { stackPortsFromEnv } from '../scripts/stack-layout.ts';

export default defineConfig((_env, argv) =>
  federatedAppConfig(
    {
      name: 'host',
      dir: import.meta.dirname,
      port: stackPortsFromEnv(process.env).host,
      title: 'Back-office',
    },
    argv.mode ?? 'development',
  ),
);
