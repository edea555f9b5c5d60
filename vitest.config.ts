import os from 'node:os';
import { defineConfig } from 'vitest/config';

// One `vitest run` at the root runs every package's own project.
export default defineConfig({
  test: {
    projects: ['shared', 'api', 'host', 'remote-*', 'scripts', 'e2e'],
    // Vitest keeps a core free by default, which on our 2-core machines runs one file at a time;
    // the api files wait on sockets and PGlite much of the time, so a worker per core finishes
    // the unit suites in about two thirds of the time.
    maxWorkers: os.availableParallelism(),
  },
});
