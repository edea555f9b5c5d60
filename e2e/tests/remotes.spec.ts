import type { BackofficeDebugRegistry } from '@backoffice/shared/session';
import { areas, expect, navName, remoteNames, test } from '../fixtures';

/**
 * For each area: the api call its remote makes on arrival, and a value from the answer that the
 * page must then show (so the figure on screen is the api's, whatever the area's layout).
 */
const realData = {
  remote_submissions: {
    path: '/funding-requests/dashboard/funding/list',
    shown: (data: unknown) => (data as { items: { title: string }[] }).items[0]?.title,
  },
  remote_members: {
    path: '/user/admin/members',
    shown: (data: unknown) => (data as { items: { fullName: string }[] }).items[0]?.fullName,
  },
  remote_support: {
    path: '/support/admin/rooms',
    shown: (data: unknown) =>
      (data as { rooms: { member: { fullName: string } }[] }).rooms[0]?.member.fullName,
  },
  remote_coupons: {
    path: '/coupons/list',
    shown: (data: unknown) => (data as { items: { code: string }[] }).items[0]?.code,
  },
} as const;

test.describe('federated areas', () => {
  test('each remote shows real data from the api through the shared client', async ({
    adminPage: page,
    apiUrl,
    adminApi,
  }) => {
    const answers = new Map<string, unknown>();
    page.on('response', async (response) => {
      const url = new URL(response.url());
      if (response.ok() && url.origin === new URL(apiUrl).origin) {
        answers.set(url.pathname, ((await response.json()) as { data: unknown }).data);
      }
    });
    const nav = page.getByRole('navigation', { name: 'Main' });
    // Leave the dashboard (it calls some of the same endpoints) and let its calls settle.
    await nav.getByRole('link', { name: navName('Settings') }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    for (const area of areas) {
      const { path, shown } = realData[area.remote];
      answers.delete(path);
      await nav.getByRole('link', { name: navName(area.nav) }).click();
      await expect(page.getByRole('heading', { level: 1, name: area.title })).toBeVisible();
      // What the page itself received; an area may reuse an answer the shell already cached.
      await expect
        .poll(() => answers.has(path), { timeout: 5_000 })
        .toBe(true)
        .catch(() => {});
      const data = answers.get(path) ?? (await adminApi.get(path));
      const value = shown(data);
      expect(value, `${path} returned no rows`).toBeTruthy();
      await expect(page.getByRole('main')).toContainText(value!);
    }
  });

  test('React, the router context, the QueryClient and the shared stores exist once', async ({
    adminPage: page,
  }) => {
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const area of areas) {
      await nav.getByRole('link', { name: navName(area.nav) }).click();
      await expect(page.getByRole('heading', { level: 1, name: area.title })).toBeVisible();
    }
    const report = await page.evaluate(() => {
      const probes = (window as Window & { __backoffice?: BackofficeDebugRegistry }).__backoffice
        ?.probes;
      if (!probes?.host) return { apps: [], mismatches: ['no host probe'] };
      const host = probes.host;
      const mismatches: string[] = [];
      for (const [app, probe] of Object.entries(probes)) {
        for (const [name, value] of Object.entries(probe)) {
          if (name in host && value !== host[name]) mismatches.push(`${app}.${name}`);
        }
      }
      return { apps: Object.keys(probes).sort(), mismatches };
    });
    expect(report.apps).toEqual(['host', ...remoteNames].sort());
    expect(report.mismatches).toEqual([]);
  });
});
