import { expect, type Page } from '@playwright/test';

/** Invites a person as Support through Settings → Staff's form, and waits for "Invitation sent". */
export async function inviteStaff(page: Page, person: { name: string; email: string }) {
  await page.goto('/settings/staff');
  const invite = page.getByRole('form', { name: 'Invite staff' });
  await invite.getByLabel('Name').fill(person.name);
  await invite.getByLabel('Email').fill(person.email);
  await invite.getByLabel('Role').selectOption({ label: 'Support' });
  await invite.getByRole('button', { name: 'Invite staff' }).click();
  await expect(page.getByRole('status', { name: 'Invitation sent' })).toContainText(
    `Invitation sent to ${person.email}`,
  );
}
