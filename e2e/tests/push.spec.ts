import type { Page } from '@playwright/test';
import { demoAdmin, expect, signInThroughForm, test } from '../fixtures';
import { notifyUser, readApiDeviceTokens } from '../harness/stack-control.ts';

/** What the init script below puts on the page, for the test to drive. */
interface FakePushControls {
  token: string;
  emit(message: unknown): void;
  listenerCount(): number;
}
type FakePushWindow = Window & { __fakePush: FakePushControls };

/**
 * The only browser-side substitution: a push adapter in place of firebase, put where the host
 * looks for one (`window.__backofficePushAdapter`). Everything else is the production code path.
 */
function installFakePushAdapter() {
  const listeners = new Set<(message: unknown) => void>();
  const controls = {
    token: 'e2e-push-token-1',
    emit: (message: unknown) => listeners.forEach((listener) => listener(message)),
    listenerCount: () => listeners.size,
  };
  Object.assign(window, {
    __fakePush: controls,
    __backofficePushAdapter: {
      isSupported: () => Promise.resolve(true),
      permission: () => 'granted',
      requestPermission: () => Promise.resolve('granted'),
      getToken: () => Promise.resolve(controls.token),
      onForegroundMessage: (listener: (message: unknown) => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
  });
}

const storedRegistration = (page: Page) =>
  page.evaluate(() => ({
    deviceId: localStorage.getItem('deviceId'),
    token: localStorage.getItem('fcmToken'),
  }));

async function apiTokenFor(deviceId: string): Promise<string | undefined> {
  const tokens = await readApiDeviceTokens();
  return tokens.find((stored) => stored.deviceId === deviceId)?.token;
}

async function signIn(page: Page) {
  await page.goto('/login');
  await signInThroughForm(page, demoAdmin);
  await expect(page).toHaveURL(/\/dashboard$/);
  // The host subscribes to foreground pushes once signed in (its push code loads then); tests
  // without the fake adapter have nothing to wait for.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const fake = (window as Partial<FakePushWindow>).__fakePush;
        return fake ? fake.listenerCount() : 1;
      }),
    )
    .toBe(1);
}

test.describe('push notifications', () => {
  test('the api holds this device after 1 s, follows a token change, and drops it on sign-out', async ({
    page,
    apiUrl,
  }) => {
    await page.addInitScript(installFakePushAdapter);
    await page.goto('/login');
    const signedIn = page.waitForResponse(`${apiUrl}/auth/signin/admin`);
    const registered = page.waitForRequest(
      (request) =>
        request.method() === 'POST' && request.url() === `${apiUrl}/notification/device-token`,
    );
    await signInThroughForm(page, demoAdmin);
    await signedIn;
    const signedInAt = Date.now();
    const request = await registered;
    // docs/spec.md §4: registered 1 s after the user becomes authenticated.
    expect(Date.now() - signedInAt).toBeGreaterThanOrEqual(900);
    const { deviceId } = request.postDataJSON() as { deviceId: string; token: string };
    expect(deviceId).toMatch(/^[0-9a-f-]{36}$/);
    await expect.poll(() => apiTokenFor(deviceId)).toBe('e2e-push-token-1');
    expect(await storedRegistration(page)).toEqual({ deviceId, token: 'e2e-push-token-1' });

    // The token check runs 5 s after sign-in and re-registers a changed token.
    await page.evaluate(() => {
      (window as unknown as FakePushWindow).__fakePush.token = 'e2e-push-token-2';
    });
    await expect.poll(() => apiTokenFor(deviceId), { timeout: 10_000 }).toBe('e2e-push-token-2');
    expect(await storedRegistration(page)).toEqual({ deviceId, token: 'e2e-push-token-2' });

    await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect.poll(() => apiTokenFor(deviceId)).toBeUndefined();
    expect(await storedRegistration(page)).toEqual({ deviceId: null, token: null });
    // Nothing registers again after sign-out (the 5 s check and 30 min timer are gone).
    await page.waitForTimeout(1500);
    expect(await apiTokenFor(deviceId)).toBeUndefined();
  });

  test('a foreground push shows a green toast once, lights the bell, and a SupportChat push opens /support', async ({
    page,
  }) => {
    await page.addInitScript(installFakePushAdapter);
    await signIn(page);
    const bell = page.getByRole('banner').getByRole('button', { name: 'Notifications' });
    await expect(bell).not.toHaveAccessibleDescription('You have new notifications');

    const push = {
      messageId: 'e2e-message-1',
      notification: { title: 'New support message', body: 'A member needs help' },
      data: { screen: 'SupportChat', roomId: 'room-1' },
    };
    const emit = (message: unknown) =>
      page.evaluate((payload) => {
        (window as unknown as FakePushWindow).__fakePush.emit(payload);
      }, message);
    await emit(push);
    await emit(push);

    const toast = page.locator('.Toastify__toast', { hasText: 'A member needs help' });
    await expect(toast).toHaveCount(1);
    await expect(toast).toContainText('New support message');
    await expect(toast).toHaveCSS('background-color', 'rgb(6, 118, 71)');
    await expect(bell).toHaveAccessibleDescription('You have new notifications');

    await toast.click();
    await expect(page).toHaveURL(/\/support$/);
    await expect(toast).toHaveCount(0);
  });

  test('a foreground push toast closes by itself after 5 s', async ({ page }) => {
    await page.addInitScript(installFakePushAdapter);
    await signIn(page);
    await page.evaluate(() => {
      (window as unknown as FakePushWindow).__fakePush.emit({
        messageId: 'e2e-message-2',
        notification: { title: 'Funding request', body: 'A request was submitted' },
        data: { screen: 'FundingRequest', fundingRequestId: 'FR-1' },
      });
    });
    const toast = page.locator('.Toastify__toast', { hasText: 'A request was submitted' });
    await expect(toast).toBeVisible();
    await page.waitForTimeout(4000);
    await expect(toast).toBeVisible();
    await expect(toast).toHaveCount(0, { timeout: 3000 });
  });

  test('the bell lists notifications, unread first, and "Mark all as read" clears them', async ({
    page,
    adminApi,
  }) => {
    // Its own unread notifications: other suites may already have read the seeded ones.
    for (const title of ['Funding request waiting', 'New support message']) {
      await notifyUser(demoAdmin.email, {
        title,
        body: `${title} for the bell test`,
        data: { screen: 'SupportChat' },
      });
    }
    await signIn(page);
    const unreadBefore = await adminApi.get<{ total: number }>('/notification', { unread: 'true' });
    expect(unreadBefore.total).toBeGreaterThanOrEqual(2);

    await page.getByRole('banner').getByRole('button', { name: 'Notifications' }).click();
    const panel = page.getByRole('region', { name: 'Notifications', exact: true });
    const list = panel.getByRole('list', { name: 'Notification list' });
    await expect(list.getByRole('listitem').first()).toContainText('Unread');
    await panel.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(list.getByText('Unread')).toHaveCount(0);
    await expect(panel.getByRole('button', { name: 'Mark all as read' })).toHaveCount(0);
    const unreadAfter = await adminApi.get<{ total: number }>('/notification', { unread: 'true' });
    expect(unreadAfter.total).toBe(0);
  });

  test('with no firebase config the dashboard works and the console shows the one push warning', async ({
    page,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const config = (await (await page.request.get('/runtime-config.json')).json()) as {
      firebase: unknown;
    };
    expect(config.firebase).toBeNull();

    await signIn(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Coupons' }).click();
    await expect(page.getByRole('heading', { name: 'Coupons', level: 1 })).toBeVisible();
    await nav.getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByText(/Push notifications are not available/)).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Notifications' }).click();
    await expect(page.getByRole('region', { name: 'Notifications', exact: true })).toBeVisible();

    expect(warnings.filter((text) => text.startsWith('Push notifications are skipped'))).toEqual([
      'Push notifications are skipped: the runtime config has no firebase config or VAPID key',
    ]);
    expect(await storedRegistration(page)).toEqual({ deviceId: null, token: null });
  });
});
