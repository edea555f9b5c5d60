import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { readStackEnvironment } from './environment.ts';

export interface Credentials {
  email: string;
  password: string;
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * A stored session is renewed when its access token has less than this left: the page refreshes
 * 5 min before expiry (shared/src/auth/tokenRefresh.ts) and a test may run 2 min. A stored state
 * must never be refreshed by a page: the refresh token would rotate, and the next test sending the
 * old one would end the whole sign-in (reuse detection, api/src/auth/handlers.ts).
 */
const RENEW_WITHIN_MS = 10 * 60_000;

/** The JWT's `exp` in ms, or null when the token is not a readable JWT. */
export function tokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      exp?: unknown;
    };
    return typeof claims.exp === 'number' ? claims.exp * 1000 : null;
  } catch {
    return null;
  }
}

/**
 * The access token is far from expiry and the api still takes it: a test that signed out, or
 * whose session was revoked, leaves a state that fails here and is replaced.
 */
export async function acceptedByApi(apiUrl: string, token: string): Promise<boolean> {
  const expiry = tokenExpiry(token);
  if (expiry === null || expiry - Date.now() < RENEW_WITHIN_MS) return false;
  const response = await fetch(`${apiUrl}/notification`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return response.status !== 401;
}

const stateFile = (kind: string, email: string) =>
  join(readStackEnvironment().authDir, `${kind}-${encodeURIComponent(email)}.json`);

async function readJson<T>(file: string): Promise<T | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

function storedAccessToken(state: StorageState, hostUrl: string): string | undefined {
  const origin = new URL(hostUrl).origin;
  return state.origins
    .find((entry) => entry.origin === origin)
    ?.localStorage.find((item) => item.name === 'accessToken')?.value;
}

/**
 * The signed-in browser state of `credentials` for this run: one sign-in through the form per
 * account, kept in a file so a restarted worker reuses it too, and replaced only when it no
 * longer works (see acceptedByApi).
 */
export async function signedInState(
  browser: Browser,
  credentials: Credentials,
  signIn: (page: Page, credentials: Credentials) => Promise<void>,
): Promise<StorageState> {
  const { hostUrl, apiUrl } = readStackEnvironment();
  const file = stateFile('page', credentials.email);
  const stored = await readJson<StorageState>(file);
  const token = stored && storedAccessToken(stored, hostUrl);
  if (stored && token && (await acceptedByApi(apiUrl, token))) return stored;

  const context = await browser.newContext({ baseURL: hostUrl });
  try {
    const page = await context.newPage();
    await page.goto('/login');
    await signIn(page, credentials);
    await page.waitForURL(/\/dashboard$/);
    const state = await context.storageState();
    await writeFile(file, JSON.stringify(state));
    return state;
  } finally {
    await context.close();
  }
}

/** An api access token for `credentials`, signed in once per run like signedInState. */
export async function signedInApiToken(credentials: Credentials): Promise<string> {
  const { apiUrl } = readStackEnvironment();
  const file = stateFile('api', credentials.email);
  const stored = await readJson<{ token: string }>(file);
  if (stored && (await acceptedByApi(apiUrl, stored.token))) return stored.token;

  const response = await fetch(`${apiUrl}/auth/signin/admin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!response.ok) throw new Error(`api sign-in as ${credentials.email}: ${response.status}`);
  const { access_token: token } = (await response.json()) as { access_token: string };
  await writeFile(file, JSON.stringify({ token }));
  return token;
}
