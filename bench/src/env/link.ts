import type { Page } from '@playwright/test';

/** A network link as Chromium emulates it: one-way added latency and each direction's rate. */
export interface LinkConditions {
  /** Chromium's `latency`: added to each request, so it is the round trip. */
  rttMs: number;
  downloadMbit: number;
  uploadMbit: number;
}

/** The link of the side-by-side measurements: 60 ms round trip, 20 Mbit/s down, 5 up. */
export const emulatedLink: LinkConditions = { rttMs: 60, downloadMbit: 20, uploadMbit: 5 };

export const describeLink = (link: LinkConditions) =>
  `${link.rttMs} ms RTT, ${link.downloadMbit}/${link.uploadMbit} Mbit/s`;

/** Puts the page behind the link (CDP Network.emulateNetworkConditions), before it navigates. */
export async function emulateLink(page: Page, link: LinkConditions): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: link.rttMs,
    // Bytes per second.
    downloadThroughput: (link.downloadMbit * 1_000_000) / 8,
    uploadThroughput: (link.uploadMbit * 1_000_000) / 8,
  });
}

/** Lighthouse's mobile CPU: Chromium runs the page's main thread this many times slower. */
export const slowCpu = 4;

/** Slows the page's CPU `rate` times (CDP Emulation.setCPUThrottlingRate), before it navigates. */
export async function throttleCpu(page: Page, rate: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}
