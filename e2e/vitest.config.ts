import { defineConfig } from 'vitest/config';

// The harness's own unit tests; the suites themselves run under Playwright (tests/).
export default defineConfig({
  test: {
    name: 'e2e-harness',
    environment: 'node',
    include: ['harness/**/*.test.ts'],
  },
});
