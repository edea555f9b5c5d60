import { chromium, type Browser } from '@playwright/test';
import { chromiumLaunchOptions } from '../../../scripts/chromium.ts';

/** The same Chromium, with the same flags, as the e2e suites. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions());
}
