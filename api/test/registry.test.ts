import {
  canaryBucket,
  endpoints,
  registryRemotesSchema,
  releaseResultSchema,
} from '@backoffice/shared/contract';
import { hostSharedVersion } from '../src/features/registry/manifest-check';
import { DEMO_ADMIN, DEMO_REVIEWER, signinAs } from '../src/testing';
import { client, dataOf, errorOf, startWithAdminForFile, type Client } from './helpers';
import {
  areaOf,
  compatibleRange,
  manifestOf,
  nextMajorRange,
  startManifestServer,
} from './registry-manifests';
import { auditCount } from './staff-helpers';

const started = startWithAdminForFile();
let manifests: Awaited<ReturnType<typeof startManifestServer>>;

beforeAll(async () => {
  manifests = await startManifestServer({
    '/support/1/mf-manifest.json': manifestOf('remote_support', compatibleRange, '1.1.0'),
    '/support/2/mf-manifest.json?build=2': manifestOf('remote_support', compatibleRange, '1.2.0'),
    '/support/3/mf-manifest.json': manifestOf('remote_support', compatibleRange, '1.3.0'),
    '/coupons/1/mf-manifest.json': manifestOf('remote_coupons'),
    '/not-json': 'hello',
    '/not-manifest': { hello: 'world' },
    '/next-major/mf-manifest.json': manifestOf('remote_support', nextMajorRange),
  });
});
afterAll(() => manifests?.close());

const releasesOf = (caller: Client, remote: string, body: unknown) =>
  caller.post(`/registry/areas/${remote}/releases`, body);

async function newToken(remote: string, label = 'support CI') {
  const response = await started.admin.post(`/registry/areas/${remote}/tokens`, { label });
  expect(response.status).toBe(201);
  return dataOf(response, endpoints.createReleaseToken.response);
}

async function remotesFeed() {
  const response = await client(started.api.url).get('/registry/remotes');
  return dataOf(response, registryRemotesSchema);
}

describe('the release registry', () => {
  it('gives an owner a token for one area, shown once and listed without its secret', async () => {
    const created = await newToken('remote_members', 'members CI');
    expect(created).toMatchObject({
      label: 'members CI',
      token: expect.stringMatching(/^bo_area_/),
    });
    const listed = dataOf(
      await started.admin.get('/registry/areas/remote_members/tokens'),
      endpoints.releaseTokens.response,
    );
    expect(listed).toContainEqual(expect.objectContaining({ id: created.id, label: 'members CI' }));
    expect(JSON.stringify(listed)).not.toContain(created.token);
    const reviewer = await signinAs(started.api.url, DEMO_REVIEWER.email, DEMO_REVIEWER.password);
    const asReviewer = client(started.api.url, reviewer.access_token);
    errorOf(await asReviewer.post('/registry/areas/remote_members/tokens', { label: 'x' }), 403);
    // Any staff member reads which builds are live.
    expect((await areaOf(asReviewer, 'remote_members')).current).toBeNull();
  });

  it('releases with an area token, rolls back to the one before and then to release zero', async () => {
    const { token } = await newToken('remote_support');
    const ci = client(started.api.url, token);
    const first = `${manifests.url}/support/1/mf-manifest.json`;
    const second = `${manifests.url}/support/2/mf-manifest.json?build=2`;

    const released = await releasesOf(ci, 'remote_support', { manifestUrl: first });
    expect(released.status).toBe(201);
    const result = dataOf(released, releaseResultSchema);
    expect(result.release).toMatchObject({ manifestUrl: first, version: '1.1.0' });
    expect(result.release?.releasedBy).toMatchObject({ kind: 'token', name: /support CI/ });
    // The first release recorded the environment's entry as release zero before it.
    expect(result.after.previous).toMatchObject({
      manifestUrl: null,
      releasedBy: { kind: 'environment' },
    });

    dataOf(
      await releasesOf(ci, 'remote_support', { manifestUrl: second, version: '2.0.0' }),
      releaseResultSchema,
    );
    const area = await areaOf(started.admin, 'remote_support');
    expect(area.current).toMatchObject({ manifestUrl: second, version: '2.0.0' });
    expect(area.previous?.manifestUrl).toBe(first);
    // The manifest URL exactly as released, query string included, with the area's whole entry.
    expect((await remotesFeed()).remote_support?.current).toEqual({
      manifest: second,
      version: '2.0.0',
      entry: { path: '/support', nav: { label: 'Support', order: 30, badge: './NavBadge' } },
    });

    const back = dataOf(
      await ci.post('/registry/areas/remote_support/rollback'),
      releaseResultSchema,
    );
    expect(back.before.current?.manifestUrl).toBe(second);
    expect(back.after.current?.manifestUrl).toBe(first);
    dataOf(await ci.post('/registry/areas/remote_support/rollback'), releaseResultSchema);
    expect((await areaOf(started.admin, 'remote_support')).current?.manifestUrl).toBeNull();
    // Back at release zero, /remotes.json takes the environment's entry again.
    expect((await remotesFeed()).remote_support).toBeUndefined();
    errorOf(await ci.post('/registry/areas/remote_support/rollback'), 409);

    const history = dataOf(
      await started.admin.get('/registry/areas/remote_support/releases'),
      endpoints.areaReleaseHistory.response,
    );
    expect(history.map((release) => release.manifestUrl)).toEqual([second, first, null]);
  });

  it('keeps an area token to its own area: 403 for another area, 401 everywhere else', async () => {
    const { token } = await newToken('remote_support');
    const ci = client(started.api.url, token);
    const coupons = `${manifests.url}/coupons/1/mf-manifest.json`;
    errorOf(await releasesOf(ci, 'remote_coupons', { manifestUrl: coupons }), 403);
    errorOf(await ci.post('/registry/areas/remote_coupons/rollback'), 403);
    for (const [method, path, body] of [
      ['GET', '/registry/areas', undefined],
      ['GET', '/registry/areas/remote_support/tokens', undefined],
      ['POST', '/registry/areas/remote_support/tokens', { label: 'mine' }],
      ['GET', '/auth/me', undefined],
      ['GET', '/funding-requests/dashboard/funding/list', undefined],
      ['GET', '/staff', undefined],
    ] as const) {
      errorOf(await ci.request(method, path, { body }), 401);
    }
    expect((await areaOf(started.admin, 'remote_coupons')).current).toBeNull();
  });

  it('refuses each unusable release with a 4xx naming why, and changes nothing', async () => {
    const { token } = await newToken('remote_support');
    const ci = client(started.api.url, token);
    const closedPort = `http://127.0.0.1:1/mf-manifest.json`;
    const cases: [unknown, number, RegExp | string][] = [
      [{ manifestUrl: closedPort }, 422, /could not be reached/],
      [{ manifestUrl: `${manifests.url}/missing/mf-manifest.json` }, 422, /answered 404/],
      [{ manifestUrl: `${manifests.url}/not-json` }, 422, /not an mf-manifest\.json/],
      [{ manifestUrl: `${manifests.url}/not-manifest` }, 422, /not an mf-manifest\.json/],
      [
        { manifestUrl: `${manifests.url}/coupons/1/mf-manifest.json` },
        422,
        "The manifest is another remote's, not remote_support's",
      ],
      [
        { manifestUrl: 'https://cdn.example/support/mf-manifest.json' },
        422,
        /not an allowed release origin/,
      ],
      [
        { manifestUrl: `${manifests.url}/next-major/mf-manifest.json` },
        422,
        `It needs another @backoffice/shared than the host provides (${hostSharedVersion})`,
      ],
      [{ manifestUrl: 'not a url' }, 400, /manifestUrl/],
      [
        { manifestUrl: `${manifests.url}/support/1/mf-manifest.json`, canaryPercent: 0 },
        400,
        /canaryPercent/,
      ],
    ];
    const areaBefore = await areaOf(started.admin, 'remote_support');
    const auditBefore = await auditCount(started.api);
    for (const [body, status, reason] of cases) {
      expect(errorOf(await releasesOf(ci, 'remote_support', body), status).message).toMatch(reason);
    }
    expect(await areaOf(started.admin, 'remote_support')).toEqual(areaBefore);
    expect(await auditCount(started.api)).toBe(auditBefore);
  });

  it('gives a canary to a share of staff, changes its share, promotes it, and audits each step', async () => {
    const { token } = await newToken('remote_support');
    const ci = client(started.api.url, token);
    const base = `${manifests.url}/support/1/mf-manifest.json`;
    const canary = `${manifests.url}/support/3/mf-manifest.json`;
    dataOf(await releasesOf(ci, 'remote_support', { manifestUrl: base }), releaseResultSchema);
    const auditBefore = await auditCount(started.api);

    dataOf(
      await releasesOf(ci, 'remote_support', { manifestUrl: canary, canaryPercent: 10 }),
      releaseResultSchema,
    );
    const widened = dataOf(
      await releasesOf(ci, 'remote_support', { manifestUrl: canary, canaryPercent: 50 }),
      releaseResultSchema,
    );
    expect(widened.after.canary).toMatchObject({ manifestUrl: canary, percent: 50 });
    expect(widened.after.current?.manifestUrl).toBe(base);
    expect((await remotesFeed()).remote_support?.canary).toMatchObject({
      manifest: canary,
      percent: 50,
    });

    const promoted = dataOf(
      await releasesOf(ci, 'remote_support', { manifestUrl: canary, canaryPercent: 100 }),
      releaseResultSchema,
    );
    expect(promoted.after.current?.manifestUrl).toBe(canary);
    expect(promoted.after.previous?.manifestUrl).toBe(base);
    expect(promoted.after.canary).toBeNull();
    expect(await auditCount(started.api)).toBe(auditBefore + 3);
    const [entry] = await started.api.db.query<{
      kind: string;
      actor_name: string;
      before: unknown;
      after: unknown;
    }>(
      "SELECT kind, actor_name, before, after FROM audit_entries WHERE entity_type = 'area' ORDER BY seq DESC LIMIT 1",
    );
    expect(entry).toMatchObject({
      kind: 'registry.release',
      actor_name: expect.stringContaining('support CI'),
      before: { current: base, canary, canaryPercent: 50 },
      after: { current: canary, canary: null, canaryPercent: null },
    });

    // A live canary is what a rollback withdraws first.
    dataOf(
      await releasesOf(ci, 'remote_support', { manifestUrl: base, canaryPercent: 20 }),
      releaseResultSchema,
    );
    const withdrawn = dataOf(
      await ci.post('/registry/areas/remote_support/rollback'),
      releaseResultSchema,
    );
    expect(withdrawn.after).toMatchObject({ canary: null, current: { manifestUrl: canary } });
  });

  it('lets an owner release with their own access token, revoke a token, and register an area', async () => {
    const { id, token } = await newToken('remote_support');
    const manifestUrl = `${manifests.url}/support/1/mf-manifest.json`;
    dataOf(await releasesOf(started.admin, 'remote_support', { manifestUrl }), releaseResultSchema);
    expect((await areaOf(started.admin, 'remote_support')).current?.releasedBy).toMatchObject({
      kind: 'staff',
      id: DEMO_ADMIN.id,
    });
    const reviewer = await signinAs(started.api.url, DEMO_REVIEWER.email, DEMO_REVIEWER.password);
    errorOf(
      await releasesOf(client(started.api.url, reviewer.access_token), 'remote_support', {
        manifestUrl,
      }),
      403,
    );

    dataOf(
      await started.admin.delete(`/registry/areas/remote_support/tokens/${id}`),
      endpoints.revokeReleaseToken.response,
    );
    errorOf(
      await releasesOf(client(started.api.url, token), 'remote_support', { manifestUrl }),
      401,
    );
    errorOf(await started.admin.delete(`/registry/areas/remote_support/tokens/${id}`), 404);

    const registered = await started.admin.post('/registry/areas', {
      remote: 'remote_reports',
      path: '/reports',
      label: 'Reports',
      order: 50,
    });
    expect(registered.status).toBe(201);
    expect(dataOf(registered, endpoints.registerArea.response)).toMatchObject({
      remote: 'remote_reports',
      current: null,
    });
    errorOf(
      await started.admin.post('/registry/areas', {
        remote: 'remote_other',
        path: '/reports',
        label: 'Other',
        order: 60,
      }),
      409,
    );
    errorOf(
      await started.admin.post('/registry/areas', {
        remote: 'remote_x',
        path: '/settings',
        label: 'X',
        order: 60,
      }),
      400,
    );
    errorOf(await releasesOf(started.admin, 'remote_unknown', { manifestUrl }), 404);
    const kinds = await started.api.db.query<{ kind: string }>(
      "SELECT DISTINCT kind FROM audit_entries WHERE entity_type = 'area'",
    );
    expect(kinds.map((row) => row.kind).sort()).toEqual(
      expect.arrayContaining([
        'registry.area',
        'registry.release',
        'registry.token_create',
        'registry.token_revoke',
      ]),
    );
  });

  it('places staff in stable canary buckets (the e2e canary test relies on these two)', () => {
    // The demo owner falls inside a 50% canary, the demo reviewer outside it.
    expect(canaryBucket(DEMO_ADMIN.id)).toBe(17);
    expect(canaryBucket(DEMO_REVIEWER.id)).toBe(60);
  });
});
