import type { Page } from '@playwright/test';

/**
 * Hostile texts for user-written fields. Each would set `window.__xss` if it ran, or leave an
 * element whose id starts with `xss-` if the markup were injected; rendered as text, neither
 * happens. Each fits a 100-character name.
 */
export const xssPayloads = [
  `<img src=x id=xss-img onerror="window.__xss='img'">`,
  `<script id=xss-script>window.__xss='script'</script>`,
  `<svg id=xss-svg onload="window.__xss='svg'"></svg>`,
  `<iframe id=xss-frame srcdoc="<script>parent.__xss='frame'</script>">`,
  `"><b id=xss-break>broke out of an attribute</b><"`,
  `<a id=xss-link href="javascript:window.__xss='link'">link</a>`,
  `<details id=xss-details open ontoggle="window.__xss='toggle'">`,
  `{{constructor.constructor('window.__xss="template"')()}}`,
] as const;

/** Every payload in one text, for fields long enough to hold them all (≤ 500 characters). */
export const allPayloads = xssPayloads.join(' ');

/** Nothing ran and nothing was injected: no flag, no `xss-` element, no script with the marker. */
export async function expectInert(page: Page, screen: string): Promise<void> {
  const evidence = await page.evaluate(() => ({
    flag: (window as { __xss?: unknown }).__xss ?? null,
    injected: [...document.querySelectorAll('[id^="xss-"]')].map((element) => element.outerHTML),
    scripts: [...document.scripts].filter((script) => script.text.includes('__xss')).length,
  }));
  if (evidence.flag !== null || evidence.injected.length > 0 || evidence.scripts > 0) {
    throw new Error(`${screen}: a payload was not inert: ${JSON.stringify(evidence)}`);
  }
}
