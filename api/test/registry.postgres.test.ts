import { registryRemotesSchema, releaseResultSchema } from '@backoffice/shared/contract';
import { DEMO_ADMIN, signinAs, startApi, type TestApi } from '../src/testing';
import { client, dataOf } from './helpers';
import { areaOf, compatibleRange, manifestOf, startManifestServer } from './registry-manifests';
import { postgresForSuite, startPostgres, type PostgresServer } from './postgres/server';

/** Two api instances on one PostgreSQL agree on which build of an area is live. */
const found = await postgresForSuite();
let server: PostgresServer | undefined;
let one: TestApi;
let two: TestApi;
let manifests: Awaited<ReturnType<typeof startManifestServer>>;

beforeAll(async () => {
  if (!found) return;
  server = await startPostgres(found.binDir);
  const databaseUrl = await server.createDatabase('registry');
  const jwtSecret = 'registry-suite-secret';
  one = await startApi({ databaseUrl, jwtSecret });
  two = await startApi({ databaseUrl, jwtSecret });
  manifests = await startManifestServer({
    '/a/mf-manifest.json': manifestOf('remote_coupons', compatibleRange, '1.1.0'),
    '/b/mf-manifest.json': manifestOf('remote_coupons', compatibleRange, '1.2.0'),
  });
}, 90_000);
afterAll(async () => {
  await manifests?.close();
  await two?.close();
  await one?.close();
  await server?.stop();
});

const liveOn = async (api: TestApi) =>
  dataOf(await client(api.url).get('/registry/remotes'), registryRemotesSchema).remote_coupons
    ?.current?.manifest;

describe.skipIf(!found)('the release registry on two api instances', () => {
  it('agrees on the current release after a release or a rollback through either', async () => {
    const tokenOn = async (api: TestApi) =>
      (await signinAs(api.url, DEMO_ADMIN.email, DEMO_ADMIN.password)).access_token;
    const ownerOne = client(one.url, await tokenOn(one));
    const ownerTwo = client(two.url, await tokenOn(two));
    const a = `${manifests.url}/a/mf-manifest.json`;
    const b = `${manifests.url}/b/mf-manifest.json`;

    dataOf(
      await ownerOne.post('/registry/areas/remote_coupons/releases', { manifestUrl: a }),
      releaseResultSchema,
    );
    expect([await liveOn(one), await liveOn(two)]).toEqual([a, a]);
    dataOf(
      await ownerTwo.post('/registry/areas/remote_coupons/releases', { manifestUrl: b }),
      releaseResultSchema,
    );
    expect([await liveOn(one), await liveOn(two)]).toEqual([b, b]);
    expect((await areaOf(ownerOne, 'remote_coupons')).previous?.manifestUrl).toBe(a);
    dataOf(await ownerOne.post('/registry/areas/remote_coupons/rollback'), releaseResultSchema);
    expect([await liveOn(one), await liveOn(two)]).toEqual([a, a]);
  });
});
