import {
  endpoints,
  releaseResultSchema,
  sensitiveActionIds,
  STEP_UP_REASON,
} from '@backoffice/shared/contract';
import { configFromEnv } from '../src/config';
import { DEMO_ADMIN, DEMO_SUPPORT, signinAs, startApi, type TestApi } from '../src/testing';
import { client, dataOf, errorOf, type Client } from './helpers';
import { compatibleRange, manifestOf, startManifestServer } from './registry-manifests';

/** STEP_UP_MINUTES=0.05: the window is 3 seconds, so a test can outlive it. */
const WINDOW_MS = 3_000;
const outliveTheWindow = () => new Promise((resolve) => setTimeout(resolve, WINDOW_MS + 300));

let api: TestApi;
let manifests: Awaited<ReturnType<typeof startManifestServer>>;
let owner: Client;

beforeAll(async () => {
  api = await startApi({ stepUpMinutes: 0.05 });
  manifests = await startManifestServer({
    '/coupons/1/mf-manifest.json': manifestOf('remote_coupons', compatibleRange, '1.1.0'),
  });
});
afterAll(async () => {
  await manifests?.close();
  await api?.close();
});
beforeEach(async () => {
  const session = await signinAs(api.url, DEMO_ADMIN.email, DEMO_ADMIN.password);
  owner = client(api.url, session.access_token);
});

const release = (caller: Client, body: Record<string, unknown> = {}) =>
  caller.post('/registry/areas/remote_coupons/releases', {
    manifestUrl: `${manifests.url}/coupons/1/mf-manifest.json`,
    ...body,
  });

describe('the recent-password window (STEP_UP_MINUTES)', () => {
  it("refuses a release through an owner's session after the window and allows it after a step-up", async () => {
    await outliveTheWindow();
    const refused = errorOf(await release(owner), 403);
    expect(refused.reason).toBe(STEP_UP_REASON);
    // The message follows the setting instead of a fixed "10 minutes".
    expect(refused.message).toMatch(/from the last 3 seconds$/);

    dataOf(
      await owner.post('/auth/step-up', { password: DEMO_ADMIN.password }),
      endpoints.stepUp.response,
    );
    const released = await release(owner);
    expect(released.status).toBe(201);
    expect(dataOf(released, releaseResultSchema).release?.releasedBy).toMatchObject({
      kind: 'staff',
    });
  });

  it("an area token (CI) is not asked: it is not a person's session", async () => {
    const created = dataOf(
      await owner.post('/registry/areas/remote_coupons/tokens', { label: 'coupons CI' }),
      endpoints.createReleaseToken.response,
    );
    await outliveTheWindow();
    expect((await release(client(api.url, created.token))).status).toBe(201);
  });

  it('the answer to a step-up says until when, by the setting', async () => {
    const before = Date.now();
    const { until } = dataOf(
      await owner.post('/auth/step-up', { password: DEMO_ADMIN.password }),
      endpoints.stepUp.response,
    );
    expect(Date.parse(until) - before).toBeGreaterThan(WINDOW_MS - 1000);
    expect(Date.parse(until) - before).toBeLessThan(WINDOW_MS + 1000);
  });

  it('every sensitive action of a stale session is refused, and nothing changes', async () => {
    const support = await signinAs(api.url, DEMO_SUPPORT.email, DEMO_SUPPORT.password);
    const [supportRow] = await api.db.query<{ id: string }>(
      'SELECT id FROM admins WHERE email = $1',
      [DEMO_SUPPORT.email],
    );
    const supportId = supportRow!.id;
    await outliveTheWindow();
    const attempts: Record<string, () => ReturnType<Client['get']>> = {
      release: () => release(owner),
      canary: () => release(owner, { canaryPercent: 10 }),
      rollback: () => owner.post('/registry/areas/remote_coupons/rollback'),
      registerArea: () =>
        owner.post('/registry/areas', {
          remote: 'remote_stale',
          path: '/stale',
          label: 'Stale',
          order: 90,
        }),
      createReleaseToken: () =>
        owner.post('/registry/areas/remote_coupons/tokens', { label: 'stale' }),
      endStaffSessions: () => owner.delete(`/staff/${supportId}/sessions`),
      changeRole: () => owner.patch(`/staff/${supportId}/role`, { role: 'finance' }),
      disableStaff: () => owner.patch(`/staff/${supportId}/disabled`, { disabled: true }),
      invite: () =>
        owner.post('/staff/invitations', {
          name: 'Stale Invite',
          email: 'stale-invite@backoffice.test',
          role: 'support',
        }),
      resetPassword: () => owner.post(`/staff/${supportId}/password-reset`),
      changeThreshold: () => owner.put('/settings/approval', { thresholdUsd: 100 }),
      confirmThreshold: () => owner.post('/settings/approval/confirm'),
      confirmRole: () => owner.post(`/staff/${supportId}/role/confirm`),
      twoFactorPolicy: () => owner.put('/settings/mfa', { requiredRoles: ['owner'] }),
    };
    for (const [action, attempt] of Object.entries(attempts)) {
      expect(sensitiveActionIds).toContain(action);
      const refused = errorOf(await attempt(), 403);
      expect(refused.reason, action).toBe(STEP_UP_REASON);
    }
    // The support account's session lives on, and nothing was registered or invited.
    expect((await client(api.url, support.access_token).get('/auth/me')).status).toBe(200);
    const [stale] = await api.db.query(
      `SELECT 1 FROM registry_areas WHERE remote = 'remote_stale'
       UNION ALL SELECT 1 FROM admins WHERE email = 'stale-invite@backoffice.test'`,
    );
    expect(stale).toBeUndefined();
  });
});

describe('STEP_UP_MINUTES', () => {
  it('is a decimal number of minutes, 10 when unset, refused when not positive', () => {
    expect(configFromEnv({}).stepUpMinutes).toBe(10);
    expect(configFromEnv({ STEP_UP_MINUTES: '0.05' }).stepUpMinutes).toBe(0.05);
    expect(() => configFromEnv({ STEP_UP_MINUTES: '0' })).toThrow(/STEP_UP_MINUTES/);
    expect(() => configFromEnv({ STEP_UP_MINUTES: 'soon' })).toThrow(/STEP_UP_MINUTES/);
  });
});
