import { chromium, type Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../../scripts/chromium.ts';

const featureLists = (commandLine: string) =>
  [...commandLine.matchAll(/--disable-features=(\S+)/g)].map((match) => match[1]!.split(','));

describe('Chromium as the suites and the bench launch it', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch(chromiumLaunchOptions());
  }, 60_000);
  afterAll(() => browser.close());

  it('opens a cold context without building Chromium’s own omnibox popup beside the page', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('data:text/html,<p>page under test</p>');
    const cdp = await browser.newBrowserCDPSession();
    const { targetInfos } = await cdp.send('Target.getTargets');
    expect(targetInfos.map((target) => `${target.type} ${target.url}`)).toEqual([
      'page data:text/html,<p>page under test</p>',
    ]);
    await context.close();
  });

  it('keeps every feature Playwright disables: Chromium reads only the last list', async () => {
    const page = await browser.newPage();
    await page.goto('chrome://version');
    const lists = featureLists((await page.textContent('body')) ?? '');
    expect(lists.length).toBeGreaterThan(1);
    const last = new Set(lists.at(-1));
    for (const feature of lists.flat()) expect(last, feature).toContain(feature);
    await page.close();
  });
});
