import { areas, expect, expectAreaLoaded, navName, localStack, test } from '../fixtures';

const support = areas.find((area) => area.remote === 'remote_support')!;
const coupons = areas.find((area) => area.remote === 'remote_coupons')!;
const members = areas.find((area) => area.remote === 'remote_members')!;

test.describe('a remote that is down takes down only its own area', localStack, () => {
  // The loader retries a failing remote twice before it gives up, per visit.
  test.describe.configure({ timeout: 150_000 });
  test('stopped server: the area says so and offers Retry; the rest keeps working', async ({
    adminPage: page,
    remotes,
  }) => {
    await remotes.stop(support.remote);
    // A fresh document: the signed-in page may already have preloaded the area at idle.
    await page.reload();
    const nav = page.getByRole('navigation', { name: 'Main' });

    await nav.getByRole('link', { name: navName('Support') }).click();
    const failure = page.getByRole('alert').filter({ hasText: 'Support is unavailable' });
    await expect(failure).toBeVisible({ timeout: 15_000 });
    await expect(failure.getByRole('button', { name: 'Retry' })).toBeVisible();

    // Nav, header and the other areas still work.
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await nav.getByRole('link', { name: navName('Coupons') }).click();
    await expectAreaLoaded(page, coupons);
    await nav.getByRole('link', { name: navName('Dashboard') }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    // A later visit tries again and still fails while the server is down…
    await nav.getByRole('link', { name: navName('Support') }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Support is unavailable' })).toBeVisible(
      { timeout: 15_000 },
    );

    // …and Retry recovers once it is back, without a page reload.
    await remotes.start(support.remote);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expectAreaLoaded(page, support, { timeout: 15_000 });
  });

  test('broken manifest: the area fails with its reason, a later visit recovers', async ({
    adminPage: page,
    remotes,
  }) => {
    await remotes.breakManifest(coupons.remote);
    // remotes.json is read at boot: a fresh load picks up the broken address.
    await page.reload();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: navName('Coupons') }).click();
    const failure = page.getByRole('alert').filter({ hasText: 'Coupons is unavailable' });
    await expect(failure).toBeVisible({ timeout: 15_000 });

    await nav.getByRole('link', { name: navName('Members') }).click();
    await expectAreaLoaded(page, members);

    // Ops fix remotes.json: the next visit reads it again, no reload and no host rebuild needed.
    await remotes.restore(coupons.remote);
    await nav.getByRole('link', { name: navName('Coupons') }).click();
    await expectAreaLoaded(page, coupons, { timeout: 15_000 });
  });
});
