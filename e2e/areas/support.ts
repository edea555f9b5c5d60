import { expect, type Page } from '@playwright/test';
import { xssPayloads } from '../support/payloads';
import type { AreaChecks } from './area-checks';

const conversations = (page: Page) => page.getByRole('complementary', { name: 'Conversations' });

export const support: AreaChecks = {
  loaded: (page) => conversations(page).getByRole('link').first(),

  firstCall: {
    path: '/support/admin/rooms',
    // The list puts rooms with messages first (by latest activity), empty ones after them.
    shown: (data) =>
      (data as { rooms: { member: { fullName: string }; lastMessage: unknown }[] }).rooms.find(
        (room) => room.lastMessage,
      )?.member.fullName,
  },

  a11y: async ({ page, scan }) => {
    await page.goto('/support');
    await conversations(page).getByRole('link').first().click();
    await expect(page.getByRole('log', { name: 'Messages' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toBeVisible();
    await scan('support');
  },

  xss: async ({ page, hostile, inert }) => {
    await page.goto(`/support?room=${hostile.roomId}`);
    await expect(page.getByRole('log', { name: 'Messages' })).toContainText(xssPayloads[6]);
    await expect(conversations(page)).toContainText(hostile.name);
    await inert('support');
  },
};
