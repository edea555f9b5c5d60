import {
  RUM_BODY_LIMIT_BYTES,
  rumSummarySchema,
  type RumEntry,
  type RumError,
} from '@backoffice/shared/contract';
import { DEMO_REVIEWER, DEMO_SUPPORT, signinAs, startApi, type TestApi } from '../src/testing';
import { client, dataOf, demoTokens, errorOf, type Client } from './helpers';

const now = () => new Date().toISOString();

const vital = (name: string, value: number, area = 'Support', release = '1.4.0'): RumEntry =>
  ({
    kind: 'vital',
    name,
    value,
    area,
    remote: `remote_${area.toLowerCase()}`,
    routePattern: '/support',
    release,
    canary: false,
    at: now(),
  }) as RumEntry;

const failure = (area: string, release: string): RumError => ({
  kind: 'error',
  message: 'Cannot read properties of undefined',
  remote: 'remote_support',
  area,
  routePattern: '/support/:id',
  release,
  canary: true,
  stack: 'at Room (room.tsx:1:1)\nat render (react-dom.js:2:2)',
  at: now(),
});

/** A timing as an older host sends it: the area's label, no federation name. */
const labelOnly = (entry: RumEntry) => ({ ...entry, remote: undefined }) as RumEntry;

const batch = (session: string, entries: RumEntry[]) => ({ session, entries });

/** The registry's record of a Support release, as an owner's release leaves it. */
async function registerSupportRelease(api: TestApi, version: string) {
  await api.db.query(
    `INSERT INTO registry_areas (remote, path, label, nav_order)
     VALUES ('remote_support', '/support', 'Support', 30) ON CONFLICT (remote) DO NOTHING`,
  );
  await api.db.query(
    `INSERT INTO registry_releases (remote, manifest_url, version, actor_kind, actor_id, actor_name)
     VALUES ('remote_support', $1, $2, 'staff', 'ADM-0001', 'Alex Admin')`,
    [`http://127.0.0.1:3003/${version}/mf-manifest.json`, version],
  );
}

describe('POST /rum and GET /rum/summary', () => {
  let api: TestApi;
  let owner: Client;
  let reviewer: Client;
  let member: Client;
  beforeAll(async () => {
    api = await startApi({
      rumRateLimit: 5,
      // The builds these tests' reports name; 1.5.0 of Support is a registry canary below.
      environmentReleases: {
        remote_support: '1.4.0',
        remote_coupons: '2.0.0',
        // Redeployed: tabs opened before still run 1.0.0.
        remote_members: ['1.0.0', '1.0.1'],
      },
    });
    const tokens = await demoTokens(api.url);
    owner = client(api.url, tokens.admin);
    reviewer = client(api.url, tokens.reviewer);
    member = client(api.url, tokens.member);
  });
  afterAll(() => api.close());

  it('refuses anonymous and member batches', async () => {
    const body = batch('session-anon-1', [vital('LCP', 900)]);
    errorOf(await client(api.url).post('/rum', body), 401);
    errorOf(await member.post('/rum', body), 403);
  });

  it('refuses malformed batches: unknown timing, an id in the route, extra fields, no entries', async () => {
    const refused = async (body: unknown) => errorOf(await owner.post('/rum', body), 400);
    await refused(batch('session-bad-1', [vital('FID', 10)]));
    await refused(
      batch('session-bad-2', [{ ...vital('LCP', 10), routePattern: '/members/123456' }]),
    );
    await refused(
      batch('session-bad-3', [{ ...vital('LCP', 10), email: 'a@b.c' } as unknown as RumEntry]),
    );
    await refused(batch('session-bad-4', []));
    await refused({ entries: [vital('LCP', 10)] });
  });

  it('refuses a batch over 64 KB with a 413', async () => {
    const huge = batch('session-huge-1', [
      { ...failure('Support', '1.4.0'), message: 'x'.repeat(RUM_BODY_LIMIT_BYTES + 1) },
    ]);
    errorOf(await owner.post('/rum', huge), 413);
  });

  it('sums the last 24 hours per area and release: p75 in ms, errors, sessions', async () => {
    await registerSupportRelease(api, '1.5.0');
    const accepted = await owner.post(
      '/rum',
      batch('session-a-0001', [
        vital('data-shown', 100),
        vital('data-shown', 200),
        vital('data-shown', 300),
        vital('data-shown', 400),
        vital('data-shown', 500, 'Coupons', '2.0.0'),
        vital('CLS', 0.1234),
      ]),
    );
    expect(accepted.status).toBe(200);
    await owner.post('/rum', batch('session-b-0002', [failure('Support', '1.5.0')]));

    const summary = dataOf(await owner.get('/rum/summary'), rumSummarySchema);
    const support = summary.areas.find((area) => area.area === 'Support')!;
    expect(support.releases.map((release) => release.release)).toEqual(['1.5.0', '1.4.0']);
    const [newer, older] = support.releases;
    expect(older).toMatchObject({ sessions: 1, errors: 0, errorRate: 0, canary: false });
    expect(older!.p75['data-shown']).toBe(325);
    expect(older!.p75.CLS).toBe(0.123);
    expect(older!.p75.LCP).toBeNull();
    expect(newer).toMatchObject({ sessions: 1, errors: 1, errorRate: 1, canary: true });
    expect(support.hours.at(-1)).toMatchObject({ sessions: 2, errors: 1, p75DataShown: 325 });
    const coupons = summary.areas.find((area) => area.area === 'Coupons')!;
    expect(coupons.releases[0]!.p75['data-shown']).toBe(500);

    const [stored] = await api.db.query<{ staffRole: string }>(
      `SELECT staff_role AS "staffRole" FROM rum_events WHERE session = 'session-a-0001' LIMIT 1`,
    );
    expect(stored?.staffRole).toBe('owner');
  });

  it('drops a timing above a minute (the review posted p75 599999 ms)', async () => {
    await owner.post(
      '/rum',
      batch('session-c-0003', [
        vital('data-shown', 599_999, 'Members', '1.0.0'),
        vital('LCP', 60_001, 'Members', '1.0.0'),
        vital('data-shown', 800, 'Members', '1.0.0'),
      ]),
    );
    const summary = dataOf(await owner.get('/rum/summary'), rumSummarySchema);
    const members = summary.areas.find((area) => area.area === 'Members')!;
    expect(members.releases[0]!.p75['data-shown']).toBe(800);
    expect(members.releases[0]!.p75.LCP).toBeNull();
  });

  it('counts a release neither the registry nor the environment knows for its area as "unknown"', async () => {
    await owner.post(
      '/rum',
      batch('session-f-0004', [
        // The review's made-up canary, with a plausible value.
        { ...vital('data-shown', 5_000, 'Coupons', 'fake-9.9.9'), canary: true },
        // A real release of another area does not make it one of this area's.
        vital('data-shown', 5_000, 'Coupons', '1.4.0'),
        // An older host's timing without `remote`: an unregistered label cannot be checked.
        labelOnly(vital('data-shown', 5_000, 'Coupons', '2.0.0')),
        { ...failure('Support', '7.0.0'), remote: 'remote_support' },
        vital('data-shown', 700, 'Coupons', '2.0.0'),
      ]),
    );
    const summary = dataOf(await owner.get('/rum/summary'), rumSummarySchema);
    const releasesOf = (name: string) =>
      summary.areas.find((area) => area.area === name)!.releases.map((release) => release.release);
    expect(releasesOf('Coupons').sort()).toEqual(['2.0.0', 'unknown']);
    expect(releasesOf('Support')).not.toContain('7.0.0');
    const unknown = summary.areas
      .find((area) => area.area === 'Coupons')!
      .releases.find((release) => release.release === 'unknown')!;
    expect(unknown).toMatchObject({ canary: false, sessions: 1 });
  });

  it("counts every build an area's environment lists under its own release", async () => {
    // An account of its own: the other tests' batches spend their accounts' per-minute limit.
    const { access_token } = await signinAs(api.url, DEMO_SUPPORT.email, DEMO_SUPPORT.password);
    await client(api.url, access_token).post(
      '/rum',
      batch('session-h-0006', [
        vital('data-shown', 800, 'Members', '1.0.0'),
        vital('data-shown', 900, 'Members', '1.0.1'),
        vital('data-shown', 900, 'Members', '1.0.2'),
      ]),
    );
    const summary = dataOf(await owner.get('/rum/summary'), rumSummarySchema);
    const members = summary.areas.find((area) => area.area === 'Members')!;
    expect(members.releases.map((release) => release.release).sort()).toEqual([
      '1.0.0',
      '1.0.1',
      'unknown',
    ]);
  });

  it('knows a registered area by its label when a timing does not name its remote', async () => {
    await registerSupportRelease(api, '1.6.0');
    await owner.post(
      '/rum',
      batch('session-g-0005', [labelOnly(vital('LCP', 900, 'Support', '1.6.0'))]),
    );
    const summary = dataOf(await owner.get('/rum/summary'), rumSummarySchema);
    const support = summary.areas.find((area) => area.area === 'Support')!;
    expect(support.releases.map((release) => release.release)).toContain('1.6.0');
  });

  it('shows the summary to owners only', async () => {
    errorOf(await reviewer.get('/rum/summary'), 403);
  });

  it('rate-limits a flood of batches per account', async () => {
    const { access_token } = await signinAs(api.url, DEMO_REVIEWER.email, DEMO_REVIEWER.password);
    const flooding = client(api.url, access_token);
    const statuses: number[] = [];
    for (let index = 0; index < 8; index += 1) {
      statuses.push(
        (await flooding.post('/rum', batch('session-flood-1', [vital('LCP', index)]))).status,
      );
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
  });

  it('deletes entries older than 14 days as batches arrive', async () => {
    // A fresh api, so its first batch prunes.
    const fresh = await startApi();
    try {
      await fresh.db.query(
        `INSERT INTO rum_events (at, kind, name, value, area, route_pattern, release, canary, session, staff_role)
         VALUES (now() - interval '15 days', 'vital', 'LCP', 1, 'Support', '/support', '1', false, 'old-session', 'owner'),
                (now() - interval '13 days', 'vital', 'LCP', 1, 'Support', '/support', '1', false, 'kept-session', 'owner')`,
      );
      const tokens = await demoTokens(fresh.url);
      await client(fresh.url, tokens.admin).post('/rum', batch('session-new-1', [vital('LCP', 5)]));
      const sessions = await fresh.db.query<{ session: string }>(
        'SELECT DISTINCT session FROM rum_events ORDER BY session',
      );
      expect(sessions.map((row) => row.session)).toEqual(['kept-session', 'session-new-1']);
    } finally {
      await fresh.close();
    }
  });
});
