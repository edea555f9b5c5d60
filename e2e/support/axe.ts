import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export type Theme = 'light' | 'dark';

/** Stores the theme before any page script runs, as the ThemeProvider reads it at start. */
export async function useTheme(page: Page, theme: Theme): Promise<void> {
  await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
}

/**
 * Scans the page (or one dialog) with axe for WCAG 2 A and AA and returns the serious and
 * critical violations, each with the first few offending elements, so a failure says what to fix.
 */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .slice(0, 3)
          .map((node) => `${node.target.join(' ')} — ${node.failureSummary ?? ''}`)
          .join(' | ')}`,
    );
}
