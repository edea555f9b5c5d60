import { defineConfig } from '@rspack/cli';
import { fixtureRemoteConfig } from './config.ts';

export default defineConfig((_env, argv) =>
  fixtureRemoteConfig(import.meta.dirname, argv.mode ?? 'production'),
);
