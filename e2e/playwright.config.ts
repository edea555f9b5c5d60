import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../scripts/chromium.ts';

export default defineConfig({
  testDir: './tests',
  globalSetup: './harness/global-setup.ts',
  // One stack serves every test and the isolation suites stop parts of it: one worker at a time.
  workers: 1,
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
    ...(process.env.CI ? [['html', { open: 'never' }] as const] : []),
  ],
  use: {
    ...devices['Desktop Chrome'],
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Debian's Chromium here; Playwright's own browser wherever that is installed instead.
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [{ name: 'chromium' }],
});
