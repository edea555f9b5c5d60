import {
  endpoints,
  errorBodySchema,
  messageSchema,
  RETRY_AFTER_HEADER,
  signinResponseSchema,
  SOCKET_QUEUE_FULL_MESSAGE,
  type Role,
} from '@backoffice/shared/contract';
import { DEMO_ADMIN, DEMO_MEMBER, DEMO_REVIEWER, startApi, type TestApi } from '../src/testing';
import { client, connectSupport, dataOf, errorOf, recordEvents, wait } from './helpers';

let addressCounter = 0;
/** A client address no other attempt used, as a proxy would forward it. */
const freshAddress = () => `203.0.113.${(addressCounter += 1)}`;

async function signin(
  url: string,
  credentials: { email: string; password: string },
  options: { role?: Role; forwardedFor?: string } = {},
) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.forwardedFor) headers['x-forwarded-for'] = options.forwardedFor;
  const response = await fetch(`${url}/auth/signin/${options.role ?? 'admin'}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(credentials),
  });
  return { response, body: (await response.json()) as unknown };
}

/** Two wrong passwords are refused as such; the third try is refused as too many. */
async function expectThirdSigninLimited(attempt: () => ReturnType<typeof signin>) {
  expect((await attempt()).response.status).toBe(401);
  expect((await attempt()).response.status).toBe(401);
  const limited = await attempt();
  expectLimited(limited.response, limited.body, /^Too many sign-in attempts/);
}

function expectLimited(response: Response, body: unknown, message: RegExp) {
  expect(response.status).toBe(429);
  expect(errorBodySchema.parse(body)).toMatchObject({ statusCode: 429, message });
  const retryAfter = Number(response.headers.get(RETRY_AFTER_HEADER));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

describe('behind a proxy (TRUST_PROXY on), with small limits', () => {
  let api: TestApi;
  let adminToken: string;

  /** Signs in from a fresh forwarded address, so only the per-account limit can bite. */
  async function token(email: string, password: string, role: Role = 'admin') {
    const { response, body } = await signin(
      api.url,
      { email, password },
      { role, forwardedFor: freshAddress() },
    );
    expect(response.status, JSON.stringify(body)).toBe(200);
    return signinResponseSchema.parse(body).access_token;
  }

  beforeAll(async () => {
    api = await startApi({
      trustProxy: true,
      signinRateLimit: 2,
      signinAccountRateLimit: 5,
      memberRateLimit: 3,
      socketQueueLimit: 5,
    });
    adminToken = await token(DEMO_ADMIN.email, DEMO_ADMIN.password);
  });
  afterAll(() => api?.close());

  async function seededMembers(count: number) {
    const page = dataOf(
      await client(api.url, adminToken).get('/user/admin/members', {
        status: 'active',
        limit: count + 1,
      }),
      endpoints.memberList.response,
    );
    return page.items.filter((member) => member.id !== DEMO_MEMBER.id).slice(0, count);
  }

  it('answers a member past the per-account limit 429 with Retry-After; other members and staff go on', async () => {
    const [first, second] = await seededMembers(2);
    const member = client(api.url, await token(first!.email, DEMO_MEMBER.password, 'member'));
    for (let call = 0; call < 3; call += 1) {
      expect((await member.get('/notification')).status).toBe(200);
    }
    const limited = await fetch(`${api.url}/notification`, {
      headers: {
        authorization: `Bearer ${await token(first!.email, DEMO_MEMBER.password, 'member')}`,
      },
    });
    expectLimited(limited, await limited.json(), /^Too many requests; try again in \d+ seconds?$/);

    const other = client(api.url, await token(second!.email, DEMO_MEMBER.password, 'member'));
    expect((await other.get('/notification')).status).toBe(200);
    const admin = client(api.url, adminToken);
    for (let call = 0; call < 10; call += 1) {
      expect((await admin.get('/notification')).status).toBe(200);
    }
  });

  it('limits sign-in per forwarded address, each address on its own', async () => {
    const address = freshAddress();
    const attempt = () =>
      signin(api.url, { email: DEMO_REVIEWER.email, password: 'wrong' }, { forwardedFor: address });
    await expectThirdSigninLimited(attempt);
    const elsewhere = await signin(
      api.url,
      { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
      { forwardedFor: freshAddress() },
    );
    expect(elsewhere.response.status).toBe(200);
  });

  it('limits sign-in per account across addresses, whether or not the account exists', async () => {
    const [, , target] = await seededMembers(3);
    for (const email of [target!.email.toUpperCase(), 'nobody@backoffice.test']) {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const { response } = await signin(
          api.url,
          { email, password: 'wrong' },
          { role: 'member', forwardedFor: freshAddress() },
        );
        expect(response.status).toBe(401);
      }
      const limited = await signin(
        api.url,
        { email, password: DEMO_MEMBER.password },
        { role: 'member', forwardedFor: freshAddress() },
      );
      expectLimited(limited.response, limited.body, /^Too many sign-in attempts/);
    }
  });

  it("bounds a member socket's pending events with a clear error, never a staff socket's", async () => {
    const [target] = await seededMembers(1);
    const roomId = dataOf(
      await client(api.url, adminToken).post('/support/admin/start-chat', {
        memberId: target!.id,
      }),
      endpoints.startChat.response,
    ).id;
    const burst = async (accessToken: string, receiverId: string, label: string) => {
      const socket = await connectSupport(api.url, accessToken);
      const events = recordEvents(socket);
      for (let index = 0; index < 40; index += 1) {
        socket.emit('sendMessage', {
          roomId,
          receiverId,
          content: `${label} ${index}`,
          timestamp: new Date().toISOString(),
        });
      }
      return { socket, events };
    };

    const member = await burst(
      await token(target!.email, DEMO_MEMBER.password, 'member'),
      DEMO_ADMIN.id,
      'member burst',
    );
    await member.events.waitFor('connectionError');
    await wait(500);
    // Once per overflow; the burst may overflow more than once as the queue drains meanwhile.
    const errors = member.events.named('connectionError');
    expect(errors.length).toBeGreaterThanOrEqual(1);
    for (const error of errors) expect(error).toEqual({ message: SOCKET_QUEUE_FULL_MESSAGE });
    const confirmed = member.events.named('messageSent').length;
    expect(confirmed).toBeGreaterThanOrEqual(5);
    expect(confirmed).toBeLessThan(40);
    // The queue drained: the same socket is still connected and sends again.
    expect(member.socket.connected).toBe(true);
    member.socket.emit('sendMessage', {
      roomId,
      receiverId: DEMO_ADMIN.id,
      content: 'after the burst',
      timestamp: new Date().toISOString(),
    });
    await member.events.waitFor(
      'messageSent',
      (payload) => messageSchema.parse(payload).content === 'after the burst',
    );
    member.socket.disconnect();

    const staff = await burst(adminToken, target!.id, 'staff burst');
    const deadline = Date.now() + 10_000;
    while (staff.events.named('messageSent').length < 40 && Date.now() < deadline) await wait(50);
    expect(staff.events.named('messageSent')).toHaveLength(40);
    expect(staff.events.named('connectionError')).toEqual([]);
    staff.socket.disconnect();
  });
});

describe('without TRUST_PROXY (the default)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi({ signinRateLimit: 2, signinAccountRateLimit: 1000 });
  });
  afterAll(() => api?.close());

  it('ignores X-Forwarded-For, so a client cannot pick a fresh address for each attempt', async () => {
    const attempt = () =>
      signin(
        api.url,
        { email: DEMO_REVIEWER.email, password: 'wrong' },
        { forwardedFor: freshAddress() },
      );
    await expectThirdSigninLimited(attempt);
  });
});

describe('sign-in timing', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api?.close());

  it('takes at least half as long for an unknown email as for a wrong password', async () => {
    const timed = async (email: string) => {
      const started = performance.now();
      const answer = await client(api.url).post('/auth/signin/admin', { email, password: 'wrong' });
      errorOf(answer, 401);
      return performance.now() - started;
    };
    const wrongPassword: number[] = [];
    const unknownEmail: number[] = [];
    // Interleaved, so load on the machine falls on both alike.
    for (let round = 0; round < 9; round += 1) {
      wrongPassword.push(await timed(DEMO_ADMIN.email));
      unknownEmail.push(await timed(`nobody-${round}@backoffice.test`));
    }
    expect(median(unknownEmail)).toBeGreaterThanOrEqual(median(wrongPassword) / 2);
  });
});
