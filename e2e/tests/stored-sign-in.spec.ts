import { demoAdmin, expect, openSignedInPage, test, type AdminApi } from '../fixtures';

/** Staff sign-ins the api has recorded so far (issue 21: each is an `auth.signin` audit entry). */
async function signInsRecorded(adminApi: AdminApi): Promise<number> {
  const trail = await adminApi.get<{ total: number }>('/audit/entries', {
    kind: 'auth.signin',
    limit: 1,
  });
  return trail.total;
}

test('a role signs in once per run: later pages of it start signed in, with no new sign-in', async ({
  browser,
  adminApi,
}) => {
  const first = await openSignedInPage(browser, demoAdmin);
  const before = await signInsRecorded(adminApi);

  const second = await openSignedInPage(browser, demoAdmin);
  await expect(second.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  expect(await signInsRecorded(adminApi)).toBe(before);
  await Promise.all([first.context().close(), second.context().close()]);
});
