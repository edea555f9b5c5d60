import type { Locator, Page } from '@playwright/test';

/**
 * Moves focus with Tab (or Shift+Tab) until `target` has it, as a keyboard user would; fails
 * with the element that had focus last if it never gets there.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  options: { backwards?: boolean; maxPresses?: number } = {},
): Promise<void> {
  await target.waitFor();
  const maxPresses = options.maxPresses ?? 80;
  for (let presses = 0; presses <= maxPresses; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(options.backwards ? 'Shift+Tab' : 'Tab');
  }
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120));
  throw new Error(
    `${maxPresses} presses never reached ${target.toString()}; focus is on ${focused}`,
  );
}
