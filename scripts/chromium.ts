import { existsSync } from 'node:fs';

/**
 * How every browser run here (e2e and bench) starts Chromium: Debian's build where it is installed
 * (browser downloads are impossible on these machines), Playwright's own elsewhere, and the flags
 * that keep it off the network and quiet.
 */
export function chromiumLaunchOptions(): { executablePath: string | undefined; args: string[] } {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  return {
    executablePath: existsSync(path) ? path : undefined,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  };
}
