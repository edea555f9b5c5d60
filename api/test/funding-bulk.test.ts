import {
  BULK_MAX_ITEMS,
  endpoints,
  permissionRefusal,
  type FundingStatus,
} from '@backoffice/shared/contract';
import { DEMO_ADMIN, DEMO_SUPPORT, signinAs, type TestApi } from '../src/testing';
import { client, dataOf, errorOf, startWithAdmin, type Client } from './helpers';

const LIST = '/funding-requests/dashboard/funding/list';
const DETAIL = '/funding-requests/dashboard/funding';
const BULK = '/funding-requests/dashboard/bulk-update';

let api: TestApi;
let admin: Client;

beforeAll(async () => {
  ({ api, admin } = await startWithAdmin());
});
afterAll(() => api?.close());

/** Seeded requests of one status, taken from the oldest so tests do not share them. */
async function idsWithStatus(status: FundingStatus, count: number, skip = 0): Promise<string[]> {
  const page = dataOf(
    await admin.get(LIST, { status, sort: 'createdAt', limit: 100 }),
    endpoints.fundingList.response,
  );
  const ids = page.items.slice(skip, skip + count).map((item) => item.id);
  if (ids.length < count) throw new Error(`the seed has fewer than ${count} ${status} requests`);
  return ids;
}

const bulk = async (body: unknown) =>
  dataOf(await admin.post(BULK, body), endpoints.bulkUpdateFundingRequests.response);

describe('bulk status changes', () => {
  it('changes each allowed request and skips, naming why, the ones that are not', async () => {
    const pending = await idsWithStatus('pending', 3);
    const funded = await idsWithStatus('funded', 2);
    const { results } = await bulk({ ids: [...pending, ...funded, 'FR-1'], status: 'approved' });

    expect(results).toEqual([
      ...pending.map((id) => ({ id, outcome: 'changed', from: 'pending', to: 'approved' })),
      ...funded.map((id) => ({
        id,
        outcome: 'skipped',
        reason: 'not_allowed',
        from: 'funded',
        message: 'Cannot change a funded request to approved',
      })),
      {
        id: 'FR-1',
        outcome: 'skipped',
        reason: 'not_found',
        message: 'Funding request FR-1 not found',
      },
    ]);
    for (const id of pending) {
      const request = dataOf(await admin.get(DETAIL, { id }), endpoints.fundingDetail.response);
      expect(request.status).toBe('approved');
      expect(request.history.at(-1)).toMatchObject({
        actor: DEMO_ADMIN.name,
        action: 'status_changed',
        from: 'pending',
        to: 'approved',
      });
    }
    const untouched = dataOf(
      await admin.get(DETAIL, { id: funded[0]! }),
      endpoints.fundingDetail.response,
    );
    expect(untouched.status).toBe('funded');
    const audit = dataOf(
      await admin.get('/audit/entries', { entityType: 'funding_request', entityId: pending[0]! }),
      endpoints.auditTrail.response,
    );
    expect(audit.items[0]).toMatchObject({
      kind: 'funding.status',
      before: { status: 'pending' },
      after: { status: 'approved' },
    });
  });

  it('rejects with one reason for all, and needs that reason (400 naming reason)', async () => {
    const ids = await idsWithStatus('under_review', 2);
    const missing = errorOf(await admin.post(BULK, { ids, status: 'rejected' }), 400);
    expect(missing).toMatchObject({
      field: 'reason',
      message: 'reason: A reason is required to reject a request',
    });
    const { results } = await bulk({ ids, status: 'rejected', reason: 'Duplicate request' });
    expect(results.every((result) => result.outcome === 'changed')).toBe(true);
    const request = dataOf(
      await admin.get(DETAIL, { id: ids[1]! }),
      endpoints.fundingDetail.response,
    );
    expect(request.history.at(-1)).toMatchObject({ to: 'rejected', reason: 'Duplicate request' });
  });

  it(`takes 1 to ${BULK_MAX_ITEMS} distinct ids (400 naming ids otherwise)`, async () => {
    const tooMany = Array.from({ length: BULK_MAX_ITEMS + 1 }, (_, index) => `FR-${index}`);
    expect(
      errorOf(await admin.post(BULK, { ids: tooMany, status: 'approved' }), 400),
    ).toMatchObject({ field: 'ids', message: `ids: At most ${BULK_MAX_ITEMS} requests at a time` });
    expect(errorOf(await admin.post(BULK, { ids: [], status: 'approved' }), 400).field).toBe('ids');
    expect(
      errorOf(await admin.post(BULK, { ids: ['FR-1', 'FR-1'], status: 'approved' }), 400).message,
    ).toBe('ids: Each request at most once');
  });

  it('is refused (403) to a role that may not decide, and changes nothing', async () => {
    const [id] = await idsWithStatus('pending', 1, 10);
    const signin = await signinAs(api.url, DEMO_SUPPORT.email, DEMO_SUPPORT.password);
    const support = client(api.url, signin.access_token);
    const refused = errorOf(await support.post(BULK, { ids: [id], status: 'approved' }), 403);
    expect(refused.message).toBe(permissionRefusal('support', 'decideFunding'));
    const request = dataOf(await admin.get(DETAIL, { id: id! }), endpoints.fundingDetail.response);
    expect(request.status).toBe('pending');
  });
});
