import type { Room } from '@backoffice/shared/contract';
import { signInAs } from '../support/api-client.ts';
import { demoMember, desktop, phone, textLines } from '../support/polish.ts';
import { demoAdmin, expect, test } from '../fixtures';

type Member = { id: string; email: string; verified: boolean; status: string };
type Page<T> = { items: T[] };
type Request = { id: string; status: string; createdAt: string };

test.use({ viewport: desktop });

test.describe('issue 26 item 10: support shows who the member is', () => {
  test('the conversation shows the email, status, verification, profile link and open requests', async ({
    adminPage: page,
    apiUrl,
  }) => {
    const admin = await signInAs(apiUrl, demoAdmin);
    const member = await signInAs(apiUrl, demoMember, 'member');
    const { rooms } = await admin.call<{ rooms: Room[] }>('GET', '/support/admin/rooms');
    const room = rooms.find((candidate) => candidate.member.id === member.userId)!;
    const detail = await admin.call<Member>('GET', `/user/admin/detail?id=${member.userId}`);
    const requests = await admin.call<Page<Request>>(
      'GET',
      `/funding-requests/dashboard/funding/list?requesterId=${member.userId}&limit=100&sort=createdAt`,
    );
    const open = requests.items
      .filter((request) => ['pending', 'under_review', 'approved'].includes(request.status))
      .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
    // The panel lists the five longest waiting and counts the rest (it sits above the composer).
    const listed = open.slice(0, 5);

    await page.goto(`/support?room=${room.id}`);
    const about = page.getByRole('region', { name: 'About this member' });
    await expect(about.getByRole('link', { name: detail.email })).toBeVisible();
    await expect(about).toContainText(detail.verified ? 'Verified' : 'Not verified');
    await expect(about).toContainText(/Active|Suspended|Deactivated/);
    if (open.length === 0) {
      await expect(about).toContainText('No open requests');
    } else {
      const shown = about.getByRole('list', { name: 'Open requests' }).getByRole('link');
      await expect(shown).toHaveCount(listed.length);
      expect(await shown.allInnerTexts()).toEqual(listed.map((request) => request.id));
      const more = about.getByRole('link', { name: /more on their profile$/ });
      if (open.length > listed.length) {
        await expect(more).toHaveText(`and ${open.length - listed.length} more on their profile`);
      } else {
        await expect(more).toHaveCount(0);
      }
    }
    await about.getByRole('link', { name: 'View profile' }).click();
    await expect(page).toHaveURL(new RegExp(`/member-profile/${member.userId}$`));
  });

  test('room names stay on one line, previews use the width, and empty rooms sort last yet stay selected', async ({
    adminPage: page,
    apiUrl,
  }) => {
    const admin = await signInAs(apiUrl, demoAdmin);
    const { rooms } = await admin.call<{ rooms: Room[] }>('GET', '/support/admin/rooms');
    const withRoom = new Set(rooms.map((room) => room.member.id));
    const members = await admin.call<Page<{ id: string }>>('GET', '/user/admin/members?limit=100');
    const newcomer = members.items.find((candidate) => !withRoom.has(candidate.id))!;
    const started = await admin.call<Room>('POST', '/support/admin/start-chat', {
      memberId: newcomer.id,
    });

    await page.goto(`/support?room=${started.id}`);
    const list = page.getByRole('complementary', { name: 'Conversations' }).getByRole('list');
    const links = list.getByRole('link');
    await expect(links.first()).toBeVisible();
    const opened = list.locator(`a[data-room-id="${started.id}"]`);
    await expect(opened).toHaveAttribute('aria-current', 'page');
    await expect(opened).toBeInViewport();
    // Every room with a message is above every room without, the one just opened among the latter
    // (other suites may have opened empty rooms too).
    const rows = await links.evaluateAll((nodes) =>
      nodes.map((node) => ({
        id: node.getAttribute('data-room-id'),
        empty: node.textContent?.includes('No messages yet') ?? false,
      })),
    );
    const firstEmpty = rows.findIndex((row) => row.empty);
    expect(firstEmpty).toBeGreaterThan(0);
    expect(rows.slice(firstEmpty).every((row) => row.empty)).toBe(true);
    expect(rows.slice(firstEmpty).map((row) => row.id)).toContain(started.id);

    const names = list.locator('a > span > span:first-child > span:first-child');
    expect((await textLines(names)).filter((name) => name.lines !== 1)).toEqual([]);
    // The preview's own text: a room past its reply target also marks it with a hidden "⚠".
    const firstPreview = links
      .first()
      .locator('span > span:nth-child(2) > span:first-child:not([aria-hidden])');
    const [previewBox, itemBox] = [
      await firstPreview.boundingBox(),
      await links.first().boundingBox(),
    ];
    // The preview spans the row beside the avatar, not a narrow column beside the time.
    expect(previewBox!.width).toBeGreaterThan(itemBox!.width * 0.6);
  });
});

test.describe('support on a phone, by keyboard', () => {
  test.use({ viewport: phone });

  test('opening a room and going back leave the focus on what is shown, not on the page', async ({
    adminPage: page,
  }) => {
    await page.goto('/support');
    const room = page.locator('[data-room-id]').first();
    const roomId = await room.getAttribute('data-room-id');
    await room.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`room=${roomId}$`));
    // The list (and the link just used) is gone: the conversation's title has the focus.
    await expect(
      page.getByRole('region', { name: /^Conversation with / }).getByRole('heading'),
    ).toBeFocused();

    await page.getByRole('link', { name: '← Conversations' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/support$/);
    await expect(page.locator(`[data-room-id="${roomId}"]`)).toBeFocused();
  });

  test("a conversation's owner and status controls leave the screen to its messages", async ({
    adminPage: page,
  }) => {
    await page.goto('/support');
    await page.locator('[data-room-id]').first().click();
    const controls = page.getByRole('group', { name: 'Owner and status' });
    await expect(controls.getByLabel('Assigned to')).toBeVisible();
    // Each select beside its label: two or three short rows, not a label above every select.
    const box = await controls.boundingBox();
    expect(box!.height).toBeLessThanOrEqual(130);
    const assignedTo = await controls.getByText('Assigned to', { exact: true }).boundingBox();
    const select = await controls.getByLabel('Assigned to').boundingBox();
    expect(
      Math.abs(assignedTo!.y + assignedTo!.height / 2 - (select!.y + select!.height / 2)),
    ).toBeLessThan(6);
  });
});
