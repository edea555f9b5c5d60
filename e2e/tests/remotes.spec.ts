import type { Response } from '@playwright/test';
import {
  areas,
  expect,
  expectAreaLoaded,
  navName,
  remoteNames,
  signInThroughForm,
  test,
} from '../fixtures';

test.describe('federated areas', () => {
  test('each remote shows real data from the api through the shared client', async ({
    page,
    apiUrl,
  }) => {
    // The latest api answer per path, from sign-in on (the shell may load an area's data). Bodies
    // are read only for the area on screen: a query of a page already left may have been
    // cancelled, and its answer has no body.
    const answers = new Map<string, Response>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (response.ok() && url.origin === new URL(apiUrl).origin)
        answers.set(url.pathname, response);
    });
    await page.goto('/login');
    await signInThroughForm(page);
    await expect(page).toHaveURL(/\/dashboard$/);
    const nav = page.getByRole('navigation', { name: 'Main' });
    // Leave the dashboard (it calls some of the same endpoints) and let its calls settle.
    await nav.getByRole('link', { name: navName('Settings') }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Each area's first call is its declaration in e2e/areas/; a new area has none until it has data.
    for (const area of areas) {
      if (!area.firstCall) continue;
      const { path, shown } = area.firstCall;
      await nav.getByRole('link', { name: navName(area.nav) }).click();
      await expectAreaLoaded(page, area);
      // What the page itself received from the api (Support's rooms also feed the nav's count).
      await expect.poll(() => answers.has(path), { message: `the page called ${path}` }).toBe(true);
      const body = (await answers.get(path)!.json()) as { data: unknown };
      const value = shown(body.data);
      expect(typeof value === 'string' && value.length > 0, `${path} returned no rows`).toBe(true);
      await expect(area.loaded(page)).toContainText(value!);
    }
  });

  test("every shared library is provided once, and the remotes run on the host's copy", async ({
    adminPage: page,
  }) => {
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const area of areas) {
      await nav.getByRole('link', { name: navName(area.nav) }).click();
      await expectAreaLoaded(page, area);
    }
    // The federation runtime's own record of the share scope, read from outside the apps.
    const scope = await page.evaluate(() => {
      type Provided = { from: string; loaded?: boolean; useIn?: string[] };
      type Instance = {
        name: string;
        shareScopeMap: Record<string, Record<string, Record<string, Provided>>>;
      };
      const federation = (window as Window & { __FEDERATION__?: { __INSTANCES__: Instance[] } })
        .__FEDERATION__;
      const host = federation?.__INSTANCES__.find((instance) => instance.name === 'host');
      const shared = host?.shareScopeMap.default ?? {};
      return {
        instances: (federation?.__INSTANCES__ ?? []).map((instance) => instance.name).sort(),
        libraries: Object.fromEntries(
          Object.entries(shared).map(([name, versions]) => [
            name,
            Object.entries(versions).map(([version, provided]) => ({
              version,
              from: provided.from,
              loaded: provided.loaded === true,
              useIn: [...(provided.useIn ?? [])].sort(),
            })),
          ]),
        ),
      };
    });
    expect(scope.instances).toEqual(['host', ...remoteNames].sort());
    // One provider per library: a remote with another copy or version would add a second.
    for (const [name, providers] of Object.entries(scope.libraries)) {
      expect(providers, name).toHaveLength(1);
    }
    // What every area renders with comes from the host, and every remote took it from there (the
    // host hands its own copies to the runtime as `lib`, so it need not be listed as a user).
    for (const name of [
      'react',
      'react/jsx-runtime',
      '@backoffice/shared',
      '@backoffice/shared/router',
      '@backoffice/shared/ui',
    ]) {
      expect(scope.libraries[name], name).toEqual([
        expect.objectContaining({
          from: 'host',
          loaded: true,
          useIn: expect.arrayContaining([...remoteNames]),
        }),
      ]);
    }
    // The libraries holding page-wide state (the query cache, the stores) are the host's.
    for (const name of ['@tanstack/react-query', 'zustand', 'react-dom']) {
      expect(scope.libraries[name], name).toEqual([
        expect.objectContaining({ from: 'host', loaded: true }),
      ]);
    }
  });
});
