import { expect, type Page } from '@playwright/test';

/** A local calendar day as `YYYY-MM-DD`, as the date inputs and the lists' default ranges use it. */
export const ymd = (date: Date) =>
  [date.getFullYear(), date.getMonth() + 1, date.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('-');

/** A link of Settings' own menu of its pages. */
export const settingsMenuLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Settings pages' }).getByRole('link', { name });

/** Opens Submissions from the main navigation and waits for its heading. */
export async function openSubmissions(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Submissions' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Submissions' })).toBeVisible();
}

/** Opens a list's "Filters" disclosure (the days; on a phone the selects too), if it is closed. */
export async function openListFilters(page: Page): Promise<void> {
  const filters = page.getByRole('button', { name: /^Filters/ });
  if ((await filters.getAttribute('aria-expanded')) !== 'true') await filters.click();
  await expect(filters).toHaveAttribute('aria-expanded', 'true');
}

/** On a request's page: a status button, confirmed in its dialog, and the change announced. */
export async function changeStatusThroughDialog(
  page: Page,
  button: string,
  statusLabel: string,
): Promise<void> {
  await page.getByRole('button', { name: button }).click();
  await page
    .getByRole('dialog', { name: new RegExp(button) })
    .getByRole('button', { name: button })
    .click();
  // The toast names the request: "FR-10110 approved", else "FR-10110: status changed to …".
  const decided = /^(Approved|Rejected)$/.test(statusLabel);
  await expect(
    page.getByText(
      decided
        ? new RegExp(`^FR-\\d+ ${statusLabel.toLowerCase()}$`)
        : new RegExp(`^FR-\\d+: status changed to ${statusLabel}$`),
    ),
  ).toBeVisible();
}

/** On a request's page: Approve, confirmed in its dialog, and the status change announced. */
export const approveThroughDialog = (page: Page) =>
  changeStatusThroughDialog(page, 'Approve', 'Approved');

/** A phone number of this run's own: a deployment keeps what an earlier run saved. */
export const runOwnPhone = () => `+44 113 496 ${String(Date.now() % 10_000).padStart(4, '0')}`;
