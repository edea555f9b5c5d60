import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// This file runs as kit/src/vitest.ts in this repository and as dist/vitest.js when packed.
const setupFile = fileURLToPath(
  new URL(`./vitest-setup${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url),
);

/**
 * A remote's unit tests (`npm test`): jsdom, the testing-library matchers, no real api reached.
 * @backoffice/shared's components import their stylesheets, so vitest runs the package through
 * its own pipeline instead of Node's.
 */
export const defineRemoteTests = (name: string) =>
  defineConfig({
    test: {
      name,
      environment: 'jsdom',
      globals: true,
      setupFiles: [setupFile],
      include: ['src/**/*.test.{ts,tsx}'],
      css: { modules: { classNameStrategy: 'non-scoped' } },
      server: { deps: { inline: [/@backoffice\/shared/] } },
    },
  });
