import { defineConfig } from 'vitest/config';

// One `vitest run` at the root runs every package's own project.
export default defineConfig({
  test: {
    projects: ['shared', 'api', 'host', 'remote-*', 'scripts', 'e2e'],
  },
});
