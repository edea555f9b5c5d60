import type { BackofficeDebugRegistry } from '@backoffice/shared/dev-shell';
import { areas, expect, remoteNames, test } from '../fixtures';

type Page<T> = { items: T[]; total: number };
const numberFormat = new Intl.NumberFormat('en-US');

test.describe('federated areas', () => {
  test('each remote shows its real figure from the api', async ({ adminPage: page, adminApi }) => {
    const funding = await adminApi.get<Page<unknown>>('/funding-requests/dashboard/funding/list', {
      limit: 1,
    });
    const members = await adminApi.get<Page<unknown>>('/user/admin/members', { limit: 1 });
    const rooms = await adminApi.get<{ rooms: unknown[] }>('/support/admin/rooms');
    const coupons = await adminApi.get<{ total: number }>('/coupons/statistics');
    const expected = {
      remote_submissions: funding.total,
      remote_members: members.total,
      remote_support: rooms.rooms.length,
      remote_coupons: coupons.total,
    };

    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const area of areas) {
      await nav.getByRole('link', { name: area.nav, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: area.title })).toBeVisible();
      const figure = expected[area.remote];
      expect(figure).toBeGreaterThan(0);
      await expect(page.getByRole('main')).toContainText(numberFormat.format(figure));
    }
  });

  test('React, the router context, the QueryClient and the shared stores exist once', async ({
    adminPage: page,
  }) => {
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const area of areas) {
      await nav.getByRole('link', { name: area.nav, exact: true }).click();
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
