/* eslint-disable no-empty-pattern -- Playwright reads a fixture's dependencies from the destructuring
   pattern of its first argument, so a fixture without dependencies must write `{}`. */
import {
  test as base,
  expect,
  type Browser,
  type Locator,
  type Page,
  type Request,
  type TestInfo,
} from '@playwright/test';
import { endpoints } from '@backoffice/shared/contract';
import { remoteApps, type RemoteName } from '../scripts/stack-layout.ts';
import { accountFor, missingAccounts, type Role } from './harness/accounts.ts';
import {
  againstDeployment,
  LOCAL_STACK_ONLY,
  readStackEnvironment,
} from './harness/environment.ts';
import { PREVIEW_STORAGE_KEY, previewFromEnv } from './harness/preview-env.ts';
import { honouringRetryAfter } from './harness/retry-after.ts';
import { signedInApiToken, signedInState, type Credentials } from './harness/sessions.ts';
import type { AreaEntry } from '../scripts/serve/runtime-files.ts';
import type { AreaChecks } from './areas/area-checks.ts';
import { areaChecks } from './areas/index.ts';
import {
  extraAreaControl,
  fakePushService,
  remoteControl,
  restartApi,
} from './harness/stack-control.ts';

const deployment = againstDeployment();

/** The account a suite signs in with for `role`: the demo one, or E2E_<ROLE>_* on a deployment. */
export const account = (role: Role) => accountFor(role, deployment, process.env);

/** The owner account most suites use (E2E_ADMIN_EMAIL/PASSWORD against a deployment). */
export const demoAdmin = account('admin');

/**
 * Call at the top of a spec file with the roles it signs in as, beyond the admin: against a
 * deployment that does not give those accounts, its tests are skipped with the reason.
 */
export function requireAccounts(...roles: Role[]): void {
  const missing = deployment ? missingAccounts(roles, process.env) : undefined;
  test.skip(missing !== undefined, missing);
}

/**
 * The tag of tests that need what only the local stack can do: stopping a remote, the control
 * server's faults, restarting the api, writing its data directly, reading the local build.
 * Against a deployment they are skipped with LOCAL_STACK_ONLY as the reason.
 */
export const localStack = { tag: '@local-stack' };

/**
 * Signs in through the login form, as a user would. Against a deployment, a sign-in refused by its
 * rate limit (a 429: the whole run signs in from one address) is sent again once its Retry-After
 * has passed; the local stack's limit is above what a run spends.
 */
export async function signInThroughForm(page: Page, credentials = demoAdmin): Promise<void> {
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Password').fill(credentials.password);
  const submit = () => page.getByRole('button', { name: 'Sign in' }).click();
  if (!deployment) return submit();
  await honouringRetryAfter(
    async () => {
      // A form the page refuses itself (a malformed email) sends nothing.
      const sent = page.waitForRequest(isSignInCall, { timeout: 2_000 }).catch(() => null);
      await submit();
      const response = await (await sent)?.response();
      if (!response) return null;
      return {
        status: response.status(),
        retryAfter: (await response.headerValue('retry-after')) ?? undefined,
      };
    },
    (ms) => page.waitForTimeout(ms),
  );
}

const isSignInCall = (request: Request) =>
  request.method() === 'POST' &&
  new URL(request.url()).pathname.endsWith(endpoints.signinAdmin.path);

/**
 * `page` (on a fresh context) signed in as `credentials` from the run's stored state, on
 * /dashboard: no form, no sign-in request. For tests about signing in, use signInThroughForm; a
 * test that signs out or revokes this session may do so (the next test signs in again).
 */
export async function useSignedInState(page: Page, credentials: Credentials): Promise<void> {
  const context = page.context();
  const browser = context.browser();
  if (!browser) throw new Error('a stored sign-in needs a browser context');
  await context.setStorageState(await signedInState(browser, credentials, signInThroughForm));
  const preview = previewFromEnv(process.env);
  if (preview) {
    // Once per tab, like the person's own choice: a test may still stop it.
    await context.addInitScript(
      ({ key, value }) => {
        if (sessionStorage.getItem(`${key}.given`)) return;
        sessionStorage.setItem(key, value);
        sessionStorage.setItem(`${key}.given`, 'yes');
      },
      { key: PREVIEW_STORAGE_KEY, value: JSON.stringify(preview) },
    );
  }
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** A new browser context signed in as `credentials` (stored state), on /dashboard. */
export async function openSignedInPage(browser: Browser, credentials: Credentials): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await useSignedInState(page, credentials);
  return page;
}

interface RemoteFaults {
  stop(name: RemoteName): Promise<void>;
  start(name: RemoteName): Promise<void>;
  breakManifest(name: RemoteName): Promise<void>;
  pointAt(name: RemoteName, manifestUrl: string): Promise<void>;
  /** Back to the stack's own server and manifest for `name`. */
  restore(name: RemoteName): Promise<void>;
}

/** The api as the demo admin, for comparing what the page shows with the source. */
export interface AdminApi {
  token: string;
  get<T>(path: string, query?: Record<string, string | number>): Promise<T>;
}

async function signInToApi(apiUrl: string): Promise<AdminApi> {
  const token = await signedInApiToken(demoAdmin);
  // The run's one sign-in soon outlives the recent-password window that an owner's sensitive calls
  // (area tokens, registrations, releases) ask for: each test proves the password again, as the
  // Settings screens ask a person to.
  const stepUp = await fetch(new URL('/auth/step-up', apiUrl), {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ password: demoAdmin.password }),
  });
  if (!stepUp.ok) throw new Error(`POST /auth/step-up: ${stepUp.status}`);
  return {
    token,
    get: async <T>(path: string, query: Record<string, string | number> = {}) => {
      const url = new URL(path, apiUrl);
      for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
      const answer = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
      if (!answer.ok) throw new Error(`GET ${path}: ${answer.status}`);
      return ((await answer.json()) as { data: T }).data;
    },
  };
}

interface StackFixtures {
  /** Against a deployment: skips @local-stack tests, and every test when no admin is given. */
  deploymentGuard: void;
  /** Signed in to the api directly (not through the page). */
  adminApi: AdminApi;
  /** The api the built apps talk to (a fresh database per run). */
  apiUrl: string;
  /** A page signed in as the demo admin, on /dashboard. */
  adminPage: Page;
  /** Remote faults; whatever a test changes is restored after it. */
  remotes: RemoteFaults;
  /** Areas listed in remotes.json beside the stack's own; every one added is removed after. */
  extraAreas: {
    add(name: string, area: AreaEntry): Promise<void>;
    remove(name: string): Promise<void>;
  };
  /** Restarts the api on the same port and data dir (the data survives). */
  restartApi: () => Promise<void>;
  /**
   * The e2e push service, on for this test: pages opened from now on use it (through the runtime
   * config) with the push token FAKE_PUSH_TOKEN. Off again after the test.
   */
  fakePush: typeof fakePushService;
}

export const FAKE_PUSH_TOKEN = 'e2e-push-token-1';

const skipAgainstDeployment = (testInfo: TestInfo) => testInfo.skip(deployment, LOCAL_STACK_ONLY);

export const test = base.extend<StackFixtures>({
  deploymentGuard: [
    async ({}, use, testInfo) => {
      if (deployment) {
        testInfo.skip(testInfo.tags.includes(localStack.tag), LOCAL_STACK_ONLY);
        const missing = missingAccounts(['admin'], process.env);
        testInfo.skip(missing !== undefined, missing);
      }
      await use();
    },
    { auto: true },
  ],
  baseURL: async ({}, use) => {
    await use(readStackEnvironment().hostUrl);
  },
  apiUrl: async ({}, use) => {
    await use(readStackEnvironment().apiUrl);
  },
  adminApi: async ({ apiUrl }, use) => {
    await use(await signInToApi(apiUrl));
  },
  adminPage: async ({ page }, use) => {
    await useSignedInState(page, demoAdmin);
    await use(page);
  },
  remotes: async ({}, use, testInfo) => {
    skipAgainstDeployment(testInfo);
    const touched = new Set<RemoteName>();
    const track =
      <A extends unknown[]>(action: (name: RemoteName, ...rest: A) => Promise<void>) =>
      (name: RemoteName, ...rest: A) => {
        touched.add(name);
        return action(name, ...rest);
      };
    await use({
      stop: track(remoteControl.stop),
      start: track(remoteControl.start),
      breakManifest: track(remoteControl.breakManifest),
      pointAt: track(remoteControl.pointAt),
      restore: remoteControl.restore,
    });
    for (const name of touched) await remoteControl.restore(name);
  },
  extraAreas: async ({}, use, testInfo) => {
    skipAgainstDeployment(testInfo);
    const added = new Set<string>();
    await use({
      add: (name, area) => {
        added.add(name);
        return extraAreaControl.add(name, area);
      },
      remove: (name) => {
        added.delete(name);
        return extraAreaControl.remove(name);
      },
    });
    for (const name of added) await extraAreaControl.remove(name);
  },
  restartApi: async ({}, use, testInfo) => {
    skipAgainstDeployment(testInfo);
    await use(restartApi);
  },
  fakePush: async ({}, use, testInfo) => {
    skipAgainstDeployment(testInfo);
    await fakePushService.enable(FAKE_PUSH_TOKEN);
    await use(fakePushService);
    await fakePushService.disable();
  },
});

export { expect };

/** The first row of data in a table the remote renders (loading rows are aria-hidden). */
const firstDataRow = (table: string) => (page: Page) =>
  page.getByRole('table', { name: table }).getByRole('row').nth(1);

interface AreaInfo {
  remote: RemoteName;
  path: string;
  nav: string;
  title: string;
  loaded: (page: Page) => Locator;
  firstCall: AreaChecks['firstCall'];
}

/**
 * Each area of the dashboard and the remote that renders it, as scripts/stack-layout.ts declares
 * them: its mount path, nav label (also its page title), what proves it loaded, its first api call
 * and the screens a11y.spec.ts and security-xss.spec.ts open, as the area declares them in
 * e2e/areas/. An area that declares nothing (`pnpm new-area`'s) is proven loaded by the first row
 * of the table named as the area, and both specs open its page.
 */
export const areas: readonly (AreaInfo & Required<Pick<AreaChecks, 'a11y' | 'xss'>>)[] =
  remoteApps.map((app) => {
    const checks = areaChecks[app.name] ?? {};
    const area: AreaInfo = {
      remote: app.name,
      path: app.nav.path,
      nav: app.nav.label,
      title: app.nav.label,
      loaded: checks.loaded ?? firstDataRow(app.nav.label),
      firstCall: checks.firstCall,
    };
    const openLoaded = async (page: Page) => {
      await page.goto(area.path);
      await expectAreaLoaded(page, area);
    };
    return {
      ...area,
      a11y:
        checks.a11y ??
        (async ({ page, scan }) => {
          await openLoaded(page);
          await scan(area.title);
        }),
      xss:
        checks.xss ??
        (async ({ page, inert }) => {
          await openLoaded(page);
          await inert(area.title);
        }),
    };
  });

/** The host's "area is unavailable" state (an alert with Retry). */
export const areaUnavailable = (page: Page, area: AreaInfo) =>
  page.getByRole('alert').filter({ hasText: `${area.title} is unavailable` });

/**
 * The area's remote is mounted and shows its data: its first row is on screen and the host's
 * error state is not.
 */
export async function expectAreaLoaded(
  page: Page,
  area: AreaInfo,
  options: { timeout?: number } = {},
): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: area.title })).toBeVisible(options);
  await expect(area.loaded(page)).toBeVisible(options);
  await expect(areaUnavailable(page, area)).toHaveCount(0);
}

export const remoteNames = remoteApps.map((app) => app.name);

/** A main-nav link's accessible name: its label, maybe followed by a badge (unread count). */
export const navName = (label: string) => new RegExp(`^${label}(?![A-Za-z])`);
