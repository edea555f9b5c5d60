import {
  endpoints,
  refreshResponseSchema,
  SESSION_CLOSED_MESSAGES,
  signinResponseSchema,
  type SigninResponse,
} from '@backoffice/shared/contract';
import { decodeJwt } from 'jose';
import {
  DEMO_ADMIN,
  DEMO_MEMBER,
  signinAs,
  signTestToken,
  startApi,
  type TestApi,
} from '../src/testing';
import {
  client,
  connectSupport,
  dataOf,
  errorOf,
  recordEvents,
  type RawResponse,
  type SupportClient,
  wait,
} from './helpers';

let api: TestApi;
let admin: ReturnType<typeof client>;
const sockets: SupportClient[] = [];

beforeAll(async () => {
  api = await startApi();
  admin = client(
    api.url,
    (await signinAs(api.url, DEMO_ADMIN.email, DEMO_ADMIN.password)).access_token,
  );
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});
afterAll(() => api?.close());

/** Fails after `ms` instead of waiting for the test timeout. */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([
    promise,
    wait(ms).then(() => Promise.reject(new Error(`No ${what} within ${ms} ms`))),
  ]);
}

async function connect(token: string) {
  const socket = await connectSupport(api.url, token);
  sockets.push(socket);
  const events = recordEvents(socket);
  const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
  return { socket, events, disconnected };
}

/** An active seeded member other than the demo one (each test changes its own member). */
async function activeMember(skip: number): Promise<{ id: string; email: string }> {
  const page = dataOf(
    await admin.get('/user/admin/members', { status: 'active', limit: 20, sort: 'fullName' }),
    endpoints.memberList.response,
  );
  const member = page.items.filter((item) => item.id !== DEMO_MEMBER.id)[skip];
  if (!member) throw new Error('Not enough active seeded members');
  return member;
}

const signinMember = (email: string) => signinAs(api.url, email, DEMO_MEMBER.password, 'member');

const setStatus = async (memberId: string, status: 'active' | 'suspended' | 'deactivated') =>
  dataOf(
    await admin.patch(`/user/admin/update-user/${memberId}`, { status, reason: 'Issue 25 test' }),
    endpoints.updateMember.response,
  );

async function roomOf(memberId: string): Promise<string> {
  return dataOf(
    await admin.post('/support/admin/start-chat', { memberId }),
    endpoints.startChat.response,
  ).id;
}

const refresh = (token: string) => client(api.url).post('/auth/refresh', { refresh_token: token });

function tokensOf(response: RawResponse) {
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return refreshResponseSchema.parse(response.body);
}

describe('suspending a member ends their session', () => {
  it('refuses the next request and socket handshake, and closes the open socket with the reason, within a second', async () => {
    const target = await activeMember(0);
    const roomId = await roomOf(target.id);
    const session = await signinMember(target.email);
    const http = client(api.url, session.access_token);
    expect((await http.get('/support/history', { roomId })).status).toBe(200);
    const { socket, events, disconnected } = await connect(session.access_token);
    socket.emit('joinRoom', { roomId });

    const suspendedAt = Date.now();
    await setStatus(target.id, 'suspended');
    expect(await within(disconnected, 1000, 'disconnect')).toBe('io server disconnect');
    expect(Date.now() - suspendedAt).toBeLessThan(1000);
    expect(events.named('connectionError')).toEqual([
      { message: SESSION_CLOSED_MESSAGES.suspended },
    ]);
    expect(errorOf(await http.get('/support/history', { roomId }), 401).message).toBe(
      SESSION_CLOSED_MESSAGES.suspended,
    );
    expect(Date.now() - suspendedAt).toBeLessThan(1000);
    await expect(connectSupport(api.url, session.access_token)).rejects.toThrow(
      `unauthorized: ${SESSION_CLOSED_MESSAGES.suspended}`,
    );
    errorOf(await refresh(session.refresh_token), 401);

    // Reactivated, the account signs in again, but the session from before stays ended.
    await setStatus(target.id, 'active');
    expect(errorOf(await http.get('/support/history', { roomId }), 401).message).toBe(
      'Access token revoked',
    );
    // Tokens issued in the second of the suspension are refused with it (JWT times are seconds).
    await wait(1000);
    const fresh = await signinMember(target.email);
    expect(
      (await client(api.url, fresh.access_token).get('/support/history', { roomId })).status,
    ).toBe(200);
  });

  it("closes a deactivated member's socket with its own reason", async () => {
    const target = await activeMember(1);
    const session = await signinMember(target.email);
    const { events, disconnected } = await connect(session.access_token);
    await setStatus(target.id, 'deactivated');
    expect(await within(disconnected, 1000, 'disconnect')).toBe('io server disconnect');
    expect(events.named('connectionError')).toEqual([
      { message: SESSION_CLOSED_MESSAGES.deactivated },
    ]);
  });

  it('ends a socket when its token expires, saying the session expired', async () => {
    const token = await signTestToken({
      dataDir: api.dataDir,
      user: {
        id: DEMO_MEMBER.id,
        name: DEMO_MEMBER.name,
        email: DEMO_MEMBER.email,
        role: 'member',
      },
      expiresIn: Math.floor(Date.now() / 1000) + 2,
    });
    const { events, disconnected } = await connect(token);
    expect(await within(disconnected, 4000, 'disconnect')).toBe('io server disconnect');
    expect(events.named('connectionError')).toEqual([{ message: SESSION_CLOSED_MESSAGES.expired }]);
  });
});

describe('POST /auth/refresh', () => {
  it('rotates: a new access and refresh token, in the same session, and the old refresh token is spent', async () => {
    const session = await signinAs(api.url, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const rotated = tokensOf(await refresh(session.refresh_token));
    expect(rotated.access).not.toBe(session.access_token);
    expect(rotated.refresh).not.toBe(session.refresh_token);
    // The client reads `exp` to refresh ahead of expiry; access tokens last 8 h.
    const { exp, iat } = decodeJwt(rotated.access);
    expect(exp! - iat!).toBe(8 * 60 * 60);
    expect((await client(api.url, rotated.access).get('/coupons/statistics')).status).toBe(200);
    const again = tokensOf(await refresh(rotated.refresh));
    expect((await client(api.url, again.access).get('/coupons/statistics')).status).toBe(200);
  });

  it('revokes the whole family when a refresh token is used twice', async () => {
    const session: SigninResponse = signinResponseSchema.parse(
      await signinMember(DEMO_MEMBER.email),
    );
    const rotated = tokensOf(await refresh(session.refresh_token));
    const { disconnected, events } = await connect(rotated.access);

    // The first refresh token again: someone else holds a copy, so the session ends for all.
    expect(errorOf(await refresh(session.refresh_token), 401).message).toBe(
      'Refresh token already used; the session has ended',
    );
    expect(errorOf(await refresh(rotated.refresh), 401).message).toBe('Refresh token revoked');
    for (const access of [session.access_token, rotated.access]) {
      expect(errorOf(await client(api.url, access).get('/notification'), 401).message).toBe(
        'Access token revoked',
      );
    }
    expect(await within(disconnected, 1000, 'disconnect')).toBe('io server disconnect');
    expect(events.named('connectionError')).toEqual([{ message: SESSION_CLOSED_MESSAGES.revoked }]);

    // Another sign-in of the same member is another family and keeps working.
    const other = await signinMember(DEMO_MEMBER.email);
    expect((await client(api.url, other.access_token).get('/notification')).status).toBe(200);
  });

  it('refuses an access token, garbage, and a refresh token of a signed-out session', async () => {
    const session = await signinAs(api.url, DEMO_ADMIN.email, DEMO_ADMIN.password);
    errorOf(await refresh(session.access_token), 401);
    errorOf(await refresh('garbage'), 401);
    expect(errorOf(await client(api.url).post('/auth/refresh', {}), 400).field).toBe(
      'refresh_token',
    );
    await client(api.url, session.access_token).post('/auth/signout');
    errorOf(await refresh(session.refresh_token), 401);
  });
});
