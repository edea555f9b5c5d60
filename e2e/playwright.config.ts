import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../scripts/chromium.ts';

export default defineConfig({
  testDir: './tests',
  globalSetup: './harness/global-setup.ts',
  // Locally each worker gets a stack of its own (harness/suite-setup.ts): two, one per core of
  // the machines we run on. A deployment is one stack that the tests change: one worker at a time.
  // A file's tests run in order in one worker.
  workers: process.env.E2E_BASE_URL ? 1 : Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  // A test that fails once is a bug to fix, not to retry; a stray test.only must not pass CI.
  retries: 0,
  forbidOnly: !!process.env.CI,
  // A budget per test on a machine that may be busy; every wait inside is on a real condition.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [
    ['list'],
    // Why tests were skipped (against a deployment: @local-stack tests, missing accounts).
    ['./harness/skip-reasons-reporter.ts'],
    // Where the time went: the slowest tests and the longest wait in each.
    ['./harness/slowest-tests-reporter.ts'],
    ...(process.env.CI ? [['html', { open: 'never' }] as const] : []),
  ],
  use: {
    ...devices['Desktop Chrome'],
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    // Debian's Chromium here; Playwright's own browser wherever that is installed instead.
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [{ name: 'chromium' }],
});
