import { existsSync } from 'node:fs';

/**
 * Chromium reads only the last `--disable-features`, and Playwright passes its own first, so this
 * list repeats Playwright's (1.65; e2e/harness/chromium-launch.test.ts fails when an upgrade adds
 * one) and adds the omnibox popup's WebUI. Every new window (every cold browser context) builds
 * that popup in a renderer of its own, about 600 ms of CPU on these 2-core machines, while the
 * page under test loads: it made each timing depend on how much of it overlapped (bench/history.md, run T).
 */
const playwrightDisabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];
const omniboxPopupWebUi = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'];

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
      `--disable-features=${[...playwrightDisabledFeatures, ...omniboxPopupWebUi].join(',')}`,
    ],
  };
}
