import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'remote-support',
    environment: 'jsdom',
    globals: true,
    setupFiles: ['../vitest.setup-dom.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
