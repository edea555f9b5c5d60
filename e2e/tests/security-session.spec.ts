import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ClientToServerEvents, ServerToClientEvents } from '@backoffice/shared/contract';
import { io, type Socket } from 'socket.io-client';
import { signInAs } from '../support/api-client';
import {
  account,
  areas,
  demoAdmin,
  expect,
  localStack,
  requireAccounts,
  signInThroughForm,
  test,
} from '../fixtures';

const rootDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Connects to /support with a token; resolves with the handshake's error message, or 'connected'. */
async function handshake(apiUrl: string, token: string): Promise<string> {
  const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io(`${apiUrl}/support`, {
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
    forceNew: true,
  });
  try {
    return await new Promise<string>((resolve) => {
      socket.once('connect', () => resolve('connected'));
      socket.once('connect_error', (error) => resolve(error.message));
    });
  } finally {
    socket.close();
  }
}

test.describe('sign-out', () => {
  test('removes every stored secret, closes the socket, and the api refuses the old token', async ({
    page,
    apiUrl,
  }) => {
    const sockets: { url: string; closed: boolean }[] = [];
    page.on('websocket', (socket) => {
      const entry = { url: socket.url(), closed: false };
      sockets.push(entry);
      socket.on('close', () => {
        entry.closed = true;
      });
    });
    await page.goto('/login');
    await signInThroughForm(page);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('banner').getByRole('status').first()).toContainText('Live');
    // What a push registration leaves behind, whether or not this browser supports push.
    await page.evaluate(() => {
      localStorage.setItem('fcmToken', 'push-token-from-this-device');
      localStorage.setItem('deviceId', crypto.randomUUID());
    });
    const stored = await page.evaluate(() => ({
      access: localStorage.getItem('accessToken'),
      refresh: localStorage.getItem('refreshToken'),
    }));
    expect(stored.access).toMatch(/^eyJ[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sockets.some((socket) => socket.url.includes('/socket.io/') && !socket.closed)).toBe(
      true,
    );

    const signedOut = page.waitForResponse(
      (response) =>
        response.url().endsWith('/auth/signout') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect((await signedOut).status()).toBe(200);

    const left = await page.evaluate(() => ({
      accessToken: localStorage.getItem('accessToken'),
      refreshToken: localStorage.getItem('refreshToken'),
      fcmToken: localStorage.getItem('fcmToken'),
      deviceId: localStorage.getItem('deviceId'),
      persistRoot: localStorage.getItem('persist:root') ?? '',
    }));
    expect(left).toMatchObject({
      accessToken: null,
      refreshToken: null,
      fcmToken: null,
      deviceId: null,
    });
    expect(left.persistRoot).not.toContain(stored.access!);
    expect(left.persistRoot).not.toContain(stored.refresh!);
    expect(left.persistRoot).not.toContain(demoAdmin.email);
    await expect.poll(() => sockets.every((socket) => socket.closed)).toBe(true);

    const refused = await fetch(`${apiUrl}/coupons/statistics`, {
      headers: { Authorization: `Bearer ${stored.access}` },
    });
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { message: string }).message).toBe('Access token revoked');
    expect(await handshake(apiUrl, stored.access!)).toBe('unauthorized: Access token revoked');

    // The protected pages are closed again.
    await page.goto('/coupons');
    await expect(page).toHaveURL(/\/login\?next=%2Fcoupons$/);
  });

  test('a session signed out elsewhere ends at /login with nothing stored', async ({
    adminPage: page,
    apiUrl,
  }) => {
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    // Signed out from another tab or by ops: the api now refuses this page's token.
    const answer = await fetch(`${apiUrl}/auth/signout`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(answer.status).toBe(200);
    // The next call the page makes is refused (the socket, dropped by the api, may get there first).
    await page.reload();
    await expect(page).toHaveURL(/\/login/);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  });
});

test.describe('post-login redirect', () => {
  for (const next of [
    'https://evil.example/steal',
    '//evil.example/steal',
    '/\\evil.example',
    'javascript:alert(1)',
  ]) {
    test(`?next=${next} lands on the dashboard of this origin`, async ({ page, baseURL }) => {
      await page.goto(`/login?next=${encodeURIComponent(next)}`);
      await signInThroughForm(page);
      await expect(page).toHaveURL(`${new URL(baseURL!).origin}/dashboard`);
    });
  }

  test('the host reads only `next`; a `redirect` parameter is not followed', async ({
    page,
    baseURL,
  }) => {
    await page.goto(`/login?redirect=${encodeURIComponent('https://evil.example')}`);
    await signInThroughForm(page);
    await expect(page).toHaveURL(`${new URL(baseURL!).origin}/dashboard`);
  });
});

test.describe('the api', () => {
  test('refuses member tokens on admin paths and grants CORS only to configured origins', async ({
    apiUrl,
    baseURL,
  }) => {
    requireAccounts('member');
    const member = await signInAs(apiUrl, account('member'), 'member');
    for (const path of ['/user/admin/members', '/coupons/list', '/support/admin/rooms']) {
      const answer = await fetch(`${apiUrl}${path}`, {
        headers: { Authorization: `Bearer ${member.token}` },
      });
      expect(answer.status, path).toBe(403);
    }
    const preflight = (origin: string) =>
      fetch(`${apiUrl}/coupons/list`, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'GET',
          'Access-Control-Request-Headers': 'authorization',
        },
      });
    const hostOrigin = new URL(baseURL!).origin;
    expect((await preflight(hostOrigin)).headers.get('access-control-allow-origin')).toBe(
      hostOrigin,
    );
    expect(
      (await preflight('https://evil.example')).headers.get('access-control-allow-origin'),
    ).toBeNull();
  });
});

test('the CSP allows everything the app does: no violation across every area', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  await page.goto('/login');
  await signInThroughForm(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('status').first()).toContainText('Live');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const area of areas) {
    await nav.getByRole('link', { name: new RegExp(`^${area.nav}(?![A-Za-z])`) }).click();
    await expect(page.getByRole('heading', { level: 1, name: area.title })).toBeVisible();
  }
  await nav.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Notifications' }).click();
  await page.goto('/submissions');
  await page.getByRole('table', { name: 'Funding requests' }).getByRole('link').first().click();
  await expect(page.getByRole('list', { name: 'History' })).toBeVisible();
  expect(await page.evaluate(() => (window as { cspViolations?: string[] }).cspViolations)).toEqual(
    [],
  );

  const response = await page.request.get('/dashboard', { headers: { Accept: 'text/html' } });
  const csp = response.headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/script-src 'self'/);
  expect(csp).not.toContain("'unsafe-eval'");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
  expect(response.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(csp).toContain("frame-ancestors 'none'");
});

/** Every file of every built app. */
async function builtFiles(): Promise<string[]> {
  const apps = ['host', ...areas.map((area) => area.remote.replace('_', '-'))];
  const files: string[] = [];
  for (const app of apps) {
    const dist = join(rootDir, app, 'dist');
    const entries = await readdir(dist, { recursive: true, withFileTypes: true });
    for (const entry of entries) if (entry.isFile()) files.push(join(entry.parentPath, entry.name));
  }
  return files;
}

test('no secret ends up in a built bundle', localStack, async () => {
  const secrets = [
    'admin-demo-pass',
    'member-demo-pass',
    'JWT_SECRET',
    'PRIVATE KEY',
    'jwt-secret',
  ];
  // The local api's generated signing secret, when this checkout has run it.
  const localSecret = await readFile(
    join(rootDir, 'api', '.data', 'db', 'jwt-secret'),
    'utf8',
  ).catch(() => '');
  if (localSecret.trim()) secrets.push(localSecret.trim());
  const files = await builtFiles();
  expect(files.length).toBeGreaterThan(20);
  const leaks: string[] = [];
  for (const file of files) {
    const text = await readFile(file, 'latin1');
    for (const secret of secrets)
      if (text.includes(secret)) leaks.push(`${file}: ${secret.slice(0, 12)}…`);
    // A signed token (three base64url parts starting with a JSON header) baked into a file.
    if (/eyJ[\w-]{10,}\.eyJ[\w-]{10,}\.[\w-]{20,}/.test(text)) leaks.push(`${file}: a JWT`);
  }
  expect(leaks).toEqual([]);
});
