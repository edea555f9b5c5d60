import { spawn } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { endpoints, type FundingStatus } from '@backoffice/shared/contract';
import {
  DEMO_ADMIN,
  DEMO_MEMBER,
  DEMO_REVIEWER,
  DEMO_STAFF,
  readDeviceTokens,
  signinAs,
  startApi,
  type TestApi,
} from '../src/testing';
import { openPgliteDatabase } from '../src/db/database';
import { client, connectSupport, dataOf, errorOf, recordEvents } from './helpers';

const API_DIR = fileURLToPath(new URL('..', import.meta.url));
let dataDir: string;
let api: TestApi | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'backoffice-api-restart-'));
});
afterEach(async () => {
  await api?.close();
  api = undefined;
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

async function adminClient(url: string) {
  return client(url, (await signinAs(url, DEMO_ADMIN.email, DEMO_ADMIN.password)).access_token);
}

describe('data survives a restart', () => {
  let couponId: string;
  let fundingId: string;
  let messageId: string;
  let tokenFromFirstRun: string;

  it('writes through the api on a fresh data dir', async () => {
    api = await startApi({ dataDir });
    expect(api.seeded).toBe(true);
    tokenFromFirstRun = (await signinAs(api.url, DEMO_ADMIN.email, DEMO_ADMIN.password))
      .access_token;
    const admin = client(api.url, tokenFromFirstRun);
    couponId = dataOf(
      await admin.post('/coupons/create', {
        code: 'SURVIVOR',
        discountType: 'fixed',
        value: 500,
        startsAt: new Date().toISOString(),
      }),
      endpoints.createCoupon.response,
    ).id;
    const pending = dataOf(
      await admin.get('/funding-requests/dashboard/funding/list', { status: 'pending', limit: 1 }),
      endpoints.fundingList.response,
    ).items[0]!;
    fundingId = pending.id;
    await admin.patch(`/funding-requests/dashboard/update-funding-request/${fundingId}`, {
      status: 'under_review' satisfies FundingStatus,
    });
    await admin.post('/notification/device-token', {
      deviceId: 'kept-device',
      token: 'kept-token',
    });

    const { access_token } = await signinAs(
      api.url,
      DEMO_MEMBER.email,
      DEMO_MEMBER.password,
      'member',
    );
    const socket = await connectSupport(api.url, access_token);
    const events = recordEvents(socket);
    const room = dataOf(
      await admin.post('/support/admin/start-chat', { memberId: DEMO_MEMBER.id }),
      endpoints.startChat.response,
    );
    socket.emit('sendMessage', {
      roomId: room.id,
      receiverId: DEMO_ADMIN.id,
      content: 'Written before the restart',
      timestamp: new Date().toISOString(),
    });
    messageId = ((await events.waitFor('messageSent')) as { id: string }).id;
    socket.disconnect();
  });

  it('shows what the api held while it is stopped', async () => {
    expect(await readDeviceTokens(dataDir, DEMO_ADMIN.id)).toMatchObject([
      { deviceId: 'kept-device', token: 'kept-token', userId: DEMO_ADMIN.id },
    ]);
  });

  it('starts again on the same data dir without re-seeding, with every write and token intact', async () => {
    const started = Date.now();
    api = await startApi({ dataDir, signinRateLimit: 3 });
    expect(api.seeded).toBe(false);
    expect(Date.now() - started).toBeLessThan(15_000);
    // The JWT secret lives in the data dir, so a token from before the restart still works.
    const admin = client(api.url, tokenFromFirstRun);
    const coupons = dataOf(
      await admin.get('/coupons/list', { search: 'SURVIVOR' }),
      endpoints.couponList.response,
    );
    expect(coupons.items.map((coupon) => coupon.id)).toEqual([couponId]);
    const funding = dataOf(
      await admin.get('/funding-requests/dashboard/funding', { id: fundingId }),
      endpoints.fundingDetail.response,
    );
    expect(funding.status).toBe('under_review');
    expect(funding.history.at(-1)).toMatchObject({
      from: 'pending',
      to: 'under_review',
      actor: DEMO_ADMIN.name,
    });
    const roomId = dataOf(
      await admin.get('/support/admin/rooms'),
      endpoints.rooms.response,
    ).rooms.find((room) => room.member.id === DEMO_MEMBER.id)!.id;
    const history = dataOf(
      await admin.get('/support/history', { roomId }),
      endpoints.history.response,
    );
    expect(history.at(-1)).toMatchObject({ id: messageId, content: 'Written before the restart' });
    expect(await api.readDeviceTokens(DEMO_ADMIN.id)).toHaveLength(1);
  });

  it('limits sign-in attempts per address with a 429 error body', async () => {
    api = await startApi({ dataDir, signinRateLimit: 2 });
    const attempt = () =>
      client(api!.url).post('/auth/signin/admin', {
        email: DEMO_REVIEWER.email,
        password: 'wrong',
      });
    errorOf(await attempt(), 401);
    errorOf(await attempt(), 401);
    const limited = errorOf(await attempt(), 429);
    expect(limited.message).toMatch(/^Too many sign-in attempts/);
    // Only sign-in is limited: other calls from the same address still go through.
    const admin = client(api.url, tokenFromFirstRun);
    for (let call = 0; call < 4; call += 1) {
      expect((await admin.get('/coupons/statistics')).status).toBe(200);
    }
  });

  it('re-seeds from scratch with reset', async () => {
    api = await startApi({ dataDir, reset: true });
    expect(api.seeded).toBe(true);
    const admin = await adminClient(api.url);
    const coupons = dataOf(
      await admin.get('/coupons/list', { search: 'SURVIVOR' }),
      endpoints.couponList.response,
    );
    expect(coupons.total).toBe(0);
    expect(await api.readDeviceTokens()).toEqual([]);
    errorOf(await client(api.url, tokenFromFirstRun).get('/coupons/statistics'), 401);
  });
});

/** `src/main.ts` as `npm start` runs it, on a data dir of the test's, everything it prints kept. */
function startCli(directory: string, port = 0) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: { ...process.env, PORT: String(port), DATA_DIR: directory, LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, exited, output: () => output };
}

describe('the CLI entry point', () => {
  it('starts with env config, prints its URL and the demo credentials, and stops on SIGTERM', async () => {
    const cli = startCli(dataDir);
    try {
      const deadline = Date.now() + 30_000;
      while (!/member@backoffice\.test/.test(cli.output()) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const output = cli.output();
      const url = output.match(/listening on (http:\/\/127\.0\.0\.1:\d+)/)?.[1];
      expect(url, output).toBeDefined();
      expect(output).toContain('admin@backoffice.test / admin-demo-pass');
      expect(output).toContain('reviewer@backoffice.test / admin-demo-pass');
      for (const staff of DEMO_STAFF) expect(output).toContain(`${staff.email} / admin-demo-pass`);
      expect(output).toContain('member@backoffice.test / member-demo-pass');
      const admin = await adminClient(url!);
      expect((await admin.get('/coupons/statistics')).status).toBe(200);
    } finally {
      cli.child.kill('SIGTERM');
    }
    expect(await cli.exited).toBe(0);
  });

  it('names a damaged data dir and how to start over, without a stack trace, and exits 1', async () => {
    const damagedDir = await mkdtemp(path.join(os.tmpdir(), 'backoffice-api-damaged-'));
    try {
      await (await openPgliteDatabase(path.join(damagedDir, 'pg'))).close();
      await writeFile(path.join(damagedDir, 'pg', 'global', 'pg_control'), 'not a control file');
      const cli = startCli(damagedDir);
      expect(await cli.exited).toBe(1);
      const output = cli.output();
      expect(output).toContain(`The local database in ${path.join(damagedDir, 'pg')} could not`);
      expect(output).toContain('delete that folder');
      expect(output).not.toMatch(/\n\s+at /);
    } finally {
      await rm(damagedDir, { recursive: true, force: true });
    }
  });

  it('says which port is taken and how to pick another, without a stack trace, and exits 1', async () => {
    const squatter = createServer();
    await new Promise<void>((resolve) => squatter.listen(0, '127.0.0.1', resolve));
    const { port } = squatter.address() as AddressInfo;
    try {
      const cli = startCli(dataDir, port);
      expect(await cli.exited).toBe(1);
      expect(cli.output()).toContain(`Port ${port} is in use by another program`);
      expect(cli.output()).toContain('PORT_API=4100 for npm start');
      expect(cli.output()).not.toMatch(/\n\s+at /);
    } finally {
      squatter.close();
    }
  });
});
