import { defineConfig } from '@rspack/cli';
import { remoteAppConfig } from '../scripts/rspack-common.ts';

export default defineConfig((_env, argv) =>
  remoteAppConfig('remote_members', argv.mode ?? 'development'),
);
