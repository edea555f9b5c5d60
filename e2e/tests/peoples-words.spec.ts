import type { Page } from '@playwright/test';
import { signInAs } from '../support/api-client';
import { seriousViolations, useTheme } from '../support/axe';
import { expectNoHorizontalOverflow, sizesAndThemes } from '../support/polish.ts';
import { demoAdmin, expect, test, useSignedInState } from '../fixtures';

// Screens say things as people write them: the activity trail names a member by their name, the
// bell says when a pending change applies as "tomorrow at 23:01", and no ISO time
// (2026-12-02T23:01:19.936Z) shows anywhere on the screens visited.

const ISO_TIME = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

async function expectNoIsoTime(page: Page): Promise<void> {
  const text = await page.locator('body').innerText();
  expect(text.match(ISO_TIME)?.[0] ?? null, 'an ISO time on screen').toBeNull();
}

type Page_<T> = { items: T[] };
type PendingChange = { pending: { effectiveAt: string | null } | null };

for (const size of sizesAndThemes) {
  test.describe(`people's words at ${size.name}, ${size.theme} theme`, () => {
    test.use({ viewport: size.viewport });
    test.describe.configure({ timeout: 150_000 });

    test('the bell says when a change applies in words; the trail names the member; no ISO time', async ({
      page,
      apiUrl,
    }) => {
      const owner = await signInAs(apiUrl, demoAdmin);
      const members = await owner.call<Page_<{ id: string; fullName: string; verified: boolean }>>(
        'GET',
        '/user/admin/members?limit=5',
      );
      const member = members.items[size.viewport.width === 1440 ? 1 : 2]!;
      await owner.call('PATCH', `/user/admin/update-user/${member.id}`, {
        verified: !member.verified,
      });
      const asked = await owner.call<PendingChange>('PUT', '/settings/approval', {
        thresholdUsd: 3_000_000 + size.viewport.width,
      });
      try {
        // The demo has no other owner independent of the demo admin: the change has a time.
        expect(asked.pending?.effectiveAt).toBeTruthy();
        await useTheme(page, size.theme);
        await useSignedInState(page, demoAdmin);
        await page.goto('/dashboard');
        await page.getByRole('button', { name: 'Notifications' }).click();
        const asking = page
          .getByRole('list', { name: 'Notification list' })
          .getByRole('button', { name: /Approval threshold change requested/ })
          .first();
        await expect(asking).toContainText(
          /It applies on its own (today|tomorrow) at \d{2}:\d{2} unless cancelled\./,
        );
        await expectNoIsoTime(page);
        await page.keyboard.press('Escape');

        await page.goto('/settings/activity');
        const table = page.getByRole('table', { name: 'Activity' });
        await expect(table.locator('tbody tr').first()).toBeVisible();
        await expect(
          table
            .locator('tbody tr')
            .filter({ hasText: `Member ${member.fullName}` })
            .first(),
        ).toBeVisible();
        await expect(table).not.toContainText(`Member ${member.id}`);
        await expectNoIsoTime(page);
        await expectNoHorizontalOverflow(page);

        await page.goto('/settings/approvals');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoIsoTime(page);
        expect(await seriousViolations(page, 'main'), 'axe on Approvals').toEqual([]);
      } finally {
        await owner.call('DELETE', '/settings/approval/pending');
      }
    });

    test('owner pages say the area, the release and "Built with the host", never build names', async ({
      page,
    }) => {
      await useTheme(page, size.theme);
      await useSignedInState(page, demoAdmin);
      await page.goto('/settings/areas');
      const releases = page.getByRole('table', { name: 'Area releases' });
      await expect(releases.getByText('Built with the host').first()).toBeVisible();
      await expect(page.getByRole('main')).not.toContainText(/remote_\w+|environment’s build/);
      await page.goto('/settings');
      const builds = page.getByRole('table', { name: 'Your build' });
      await expect(builds.locator('tbody tr').first()).toBeVisible();
      await expect(builds).not.toContainText('As deployed');
      await expectNoIsoTime(page);
      // Each page's title once: no card under it repeats it, nor names something else.
      await page.goto('/settings/staff');
      await expect(page.getByRole('heading', { name: 'Staff', exact: true })).toHaveCount(1);
      await page.goto('/settings/targets');
      await expect(page.getByRole('heading', { name: 'Response targets' })).toHaveCount(0);
      await page.goto('/settings/approvals');
      const amount = page.getByLabel('Second approval above (US dollars)');
      expect((await amount.boundingBox())!.width).toBeLessThanOrEqual(520);
      expect(await seriousViolations(page, 'main'), 'axe on Approvals').toEqual([]);
    });
  });
}
