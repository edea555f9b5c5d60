import type { Room } from '@backoffice/shared/contract';
import type { Locator, Page } from '@playwright/test';
import { signInAs } from '../support/api-client';
import { seriousViolations, useTheme } from '../support/axe';
import { connectMember } from '../support/member-chat';
import { expectNoHorizontalOverflow, phone, sizesAndThemes } from '../support/polish.ts';
import { demoAdmin, expect, requireAccounts, test, useSignedInState } from '../fixtures';

// Support at both sizes: the conversation's header is one row at 1440, nothing in it is cut at
// 390; inbox rows say short times ("2h") and one SLA chip, so names keep their width; a search
// result shows the word it was found by.

requireAccounts('member');

const roomList = (page: Page) => page.getByRole('complementary', { name: 'Conversations' });
const roomLinks = (page: Page) => roomList(page).getByRole('listitem').getByRole('link');

/** Whether each element shows all of its text: a select's chosen option measured in its font. */
function cutTexts(elements: Locator): Promise<string[]> {
  return elements.evaluateAll((nodes) => {
    const context = document.createElement('canvas').getContext('2d')!;
    return nodes.flatMap((node) => {
      if (node instanceof HTMLSelectElement) {
        const style = getComputedStyle(node);
        context.font = style.font;
        const text = node.selectedOptions[0]?.text ?? '';
        const room =
          node.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return context.measureText(text).width > room + 0.5 ? [text] : [];
      }
      const cut = node.scrollWidth > node.clientWidth || node.scrollHeight > node.clientHeight;
      return cut ? [node.textContent ?? ''] : [];
    });
  });
}

for (const size of sizesAndThemes) {
  test.describe(`support at ${size.name}, ${size.theme} theme`, () => {
    test.use({ viewport: size.viewport });

    test('the conversation header fits, inbox rows keep short times and one SLA chip', async ({
      page,
      apiUrl,
    }) => {
      // The member with the longest name: what the header has to fit, whatever else the run did.
      // Other suites assign and resolve rooms meanwhile, so the room's owner and status are read
      // as shown, not set.
      const owner = await signInAs(apiUrl, demoAdmin);
      const { rooms } = await owner.call<{ rooms: Room[] }>('GET', '/support/admin/rooms');
      const room = rooms.reduce((longest, candidate) =>
        candidate.member.fullName.length > longest.member.fullName.length ? candidate : longest,
      );
      await useTheme(page, size.theme);
      await useSignedInState(page, demoAdmin);
      await page.goto(`/support?room=${room.id}`);

      const conversation = page.getByRole('region', { name: /^Conversation with/ });
      const title = conversation.getByRole('heading', { level: 2 });
      const controls = conversation.getByRole('group', { name: 'Owner and status' });
      const assignee = controls.getByLabel('Assigned to');
      await expect(title).toHaveText(room.member.fullName);
      await expect(assignee).toBeVisible();

      // Nothing cut: the name, who owns it, the status.
      const status = controls.getByText(/^(Open|Resolved|Snoozed)/);
      const texts = [title, assignee, controls.locator('select'), status];
      for (const text of texts) expect(await cutTexts(text)).toEqual([]);

      if (size.viewport.width >= 1440) {
        // One row: the member, who owns it, its status and what changes it share a line.
        const middle = async (locator: Locator) => {
          const box = (await locator.first().boundingBox())!;
          return box.y + box.height / 2;
        };
        const row = await middle(title);
        for (const part of [
          assignee,
          controls.getByRole('button', { name: 'Resolve' }),
          controls.getByRole('combobox', { name: 'Snooze' }),
        ]) {
          expect(Math.abs((await middle(part)) - row)).toBeLessThan(12);
        }
      }

      // Inbox rows: names whole, short times, one SLA chip each.
      if (size.viewport.width < 1440) {
        await page.getByRole('link', { name: '← Conversations' }).click();
      }
      const links = roomLinks(page);
      await expect(links.first()).toBeVisible();
      const shown = links.filter({ hasNot: page.getByText('No messages yet') });
      // The longest name in the inbox, wherever other suites' messages have put its room.
      const longest = links.filter({ hasText: room.member.fullName }).first();
      expect(await cutTexts(longest.getByTestId('room-name'))).toEqual([]);
      const count = Math.min(await shown.count(), 8);
      for (let index = 0; index < count; index += 1) {
        const link = shown.nth(index);
        expect(await cutTexts(link.getByTestId('room-name'))).toEqual([]);
        await expect(link.getByTestId('room-time')).toHaveText(
          /^(now|\d{1,2} min|\d{1,2}h|\d{1,2}d|\d{1,2} [A-Z][a-z]{2}( \d{4})?)$/,
        );
        expect(
          await link.getByText(/^(⚠ )?(Waiting|Overdue|Due in)\b/).count(),
        ).toBeLessThanOrEqual(1);
      }
      await expectNoHorizontalOverflow(page);
      expect(await seriousViolations(page), 'axe on Support').toEqual([]);
    });
  });
}

test.describe('a search result at 390×844', () => {
  test.use({ viewport: phone });

  test('shows the matched word, not an ellipsis before it', async ({
    adminPage: page,
    adminApi,
    apiUrl,
  }) => {
    const member = await connectMember(apiUrl, adminApi);
    try {
      const word = `wombat${Date.now().toString(36)}`;
      member.send(
        `Hello there, I have a rather long question about the payout schedule of my last three funding requests and the fees on them, reference ${word}, thanks a lot`,
      );
      await expect
        .poll(async () => {
          const found = await adminApi.get<{ rooms: Room[] }>('/support/admin/rooms', { q: word });
          return found.rooms.length;
        })
        .toBe(1);
      await page.goto('/support');
      await roomList(page).getByLabel('Search conversations').fill(word);
      await expect(roomLinks(page)).toHaveCount(1);
      const mark = roomLinks(page).first().locator('mark');
      await expect(mark).toHaveText(word);
      const preview = roomLinks(page).first().getByTestId('room-preview');
      const [markBox, previewBox] = [(await mark.boundingBox())!, (await preview.boundingBox())!];
      expect(markBox.x + markBox.width).toBeLessThanOrEqual(previewBox.x + previewBox.width);
    } finally {
      member.close();
    }
  });
});
