import {
  endpoints,
  refreshResponseSchema,
  SESSION_TIME_LIMIT,
  signinResponseSchema,
} from '@backoffice/shared/contract';
import { decodeJwt } from 'jose';
import { configFromEnv } from '../src/config';
import { DEMO_ADMIN, DEMO_REVIEWER, DEMO_SUPPORT, startApi, type TestApi } from '../src/testing';
import { client, dataOf, errorOf } from './helpers';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let api: TestApi;

beforeAll(async () => {
  // One minute: a test moves a sign-in's start back rather than waiting for it.
  api = await startApi({ sessionMaxMinutes: 1, hsts: true });
});
afterAll(() => api?.close());

async function post(path: string, body: unknown, userAgent = FIREFOX) {
  const response = await fetch(`${api.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': userAgent },
    body: JSON.stringify(body),
  });
  return { response, body: (await response.json()) as unknown };
}

async function signIn(account: { email: string; password: string }, userAgent = FIREFOX) {
  const { response, body } = await post('/auth/signin/admin', account, userAgent);
  expect(response.status).toBe(200);
  return signinResponseSchema.parse(body);
}

const refresh = (token: string) => post('/auth/refresh', { refresh_token: token });

describe('every sign-in ends', () => {
  it('issues no token beyond SESSION_MAX_MINUTES, and refresh answers 401 after it', async () => {
    const before = Math.floor(Date.now() / 1000);
    const session = await signIn(DEMO_REVIEWER);
    for (const token of [session.access_token, session.refresh_token]) {
      expect(decodeJwt(token).exp).toBeLessThanOrEqual(before + 61);
    }
    const first = await refresh(session.refresh_token);
    expect(first.response.status).toBe(200);
    const rotated = refreshResponseSchema.parse(first.body);
    expect(decodeJwt(rotated.access).exp).toBeLessThanOrEqual(before + 61);

    await api.db.query(
      `UPDATE sign_ins SET started_at = now() - interval '2 minutes'
       WHERE family = $1`,
      [decodeJwt(session.refresh_token).fam],
    );
    const late = await refresh(rotated.refresh);
    expect(late.response.status).toBe(401);
    expect(late.body).toMatchObject({ message: SESSION_TIME_LIMIT });
    // The sign-in is over: its access token is refused too.
    errorOf(await client(api.url, rotated.access).get('/auth/me'), 401);
  });

  it('reads 720 minutes unless SESSION_MAX_MINUTES says otherwise, and refuses 0', () => {
    expect(configFromEnv({}).sessionMaxMinutes).toBe(720);
    expect(configFromEnv({ SESSION_MAX_MINUTES: '30' }).sessionMaxMinutes).toBe(30);
    expect(() => configFromEnv({ SESSION_MAX_MINUTES: '0' })).toThrow(/at least 1/);
  });
});

describe('Your sessions', () => {
  it('lists each sign-in of the caller and ends one, or all the others', async () => {
    const laptop = await signIn(DEMO_SUPPORT, FIREFOX);
    const phone = await signIn(DEMO_SUPPORT, SAFARI);
    const third = await signIn(DEMO_SUPPORT, FIREFOX);
    const fromLaptop = client(api.url, laptop.access_token);
    const sessions = dataOf(await fromLaptop.get('/auth/sessions'), endpoints.ownSessions.response);
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((session) => session.current)).toHaveLength(1);
    expect(sessions.find((session) => session.current)?.browser).toBe('Firefox on Linux');
    expect(sessions.map((session) => session.browser)).toContain('Safari on iOS');
    expect(sessions[0]?.address).toBe('127.0.0.1');

    const phoneSession = sessions.find((session) => session.browser === 'Safari on iOS')!;
    expect(
      dataOf(
        await fromLaptop.delete(`/auth/sessions/${phoneSession.id}`),
        endpoints.endOwnSession.response,
      ),
    ).toEqual({ ended: 1 });
    errorOf(await client(api.url, phone.access_token).get('/auth/me'), 401);
    expect((await refresh(phone.refresh_token)).response.status).toBe(401);
    errorOf(await fromLaptop.delete(`/auth/sessions/${phoneSession.id}`), 404);

    // Someone else's sign-in is not the caller's to end.
    const owner = await signIn(DEMO_ADMIN);
    const ownerSessions = dataOf(
      await client(api.url, owner.access_token).get('/auth/sessions'),
      endpoints.ownSessions.response,
    );
    errorOf(await fromLaptop.delete(`/auth/sessions/${ownerSessions[0]!.id}`), 404);

    expect(
      dataOf(await fromLaptop.delete('/auth/sessions'), endpoints.endOtherSessions.response),
    ).toEqual({ ended: 1 });
    errorOf(await client(api.url, third.access_token).get('/auth/me'), 401);
    expect((await fromLaptop.get('/auth/me')).status).toBe(200);
  });

  it("lets an owner end a staff member's sessions, and no one else", async () => {
    const reviewer = await signIn(DEMO_REVIEWER);
    const owner = client(api.url, (await signIn(DEMO_ADMIN)).access_token);
    errorOf(
      await client(api.url, (await signIn(DEMO_SUPPORT)).access_token).delete(
        `/staff/${DEMO_REVIEWER.id}/sessions`,
      ),
      403,
    );
    const ended = dataOf(
      await owner.delete(`/staff/${DEMO_REVIEWER.id}/sessions`),
      endpoints.endStaffSessions.response,
    );
    expect(ended.ended).toBeGreaterThanOrEqual(1);
    errorOf(await client(api.url, reviewer.access_token).get('/auth/me'), 401);
    const [entry] = dataOf(
      await owner.get('/audit/entries', { kind: 'auth.session_ended', limit: 1 }),
      endpoints.auditTrail.response,
    ).items;
    expect(entry).toMatchObject({ actor: { id: DEMO_ADMIN.id }, entity: { id: DEMO_REVIEWER.id } });
  });
});

describe('headers', () => {
  it('marks every answer that carries tokens or sessions no-store, and sends HSTS when asked', async () => {
    const { response: signin, body } = await post('/auth/signin/admin', DEMO_ADMIN);
    const tokens = signinResponseSchema.parse(body);
    const refreshed = await refresh(tokens.refresh_token);
    const sessions = await fetch(`${api.url}/auth/sessions`, {
      headers: {
        authorization: `Bearer ${refreshResponseSchema.parse(refreshed.body).access}`,
      },
    });
    const refused = await post('/auth/signin/admin', { ...DEMO_ADMIN, password: 'wrong-password' });
    for (const response of [signin, refreshed.response, sessions, refused.response]) {
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('strict-transport-security')).toBe(
        'max-age=31536000; includeSubDomains',
      );
    }
    expect(configFromEnv({}).hsts).toBe(false);
    expect(configFromEnv({ PUBLIC_URL: 'https://backoffice.example.org' }).hsts).toBe(true);
    expect(configFromEnv({ HSTS: '1' }).hsts).toBe(true);
  });
});
