import { endpoints } from '@backoffice/shared/contract';
import { DEMO_ADMIN, DEMO_SECOND_REVIEWER, signinAs, type TestApi } from '../src/testing';
import { client, dataOf, errorOf, startWithAdmin, type Client } from './helpers';

const LIST = '/funding-requests/dashboard/funding/list';
const DETAIL = '/funding-requests/dashboard/funding';
const update = (id: string) => `/funding-requests/dashboard/update-funding-request/${id}`;
const privateNote = (id: string) => `/funding-requests/dashboard/private-note/${id}`;

let api: TestApi;
let admin: Client;
let ana: Client;

beforeAll(async () => {
  ({ api, admin } = await startWithAdmin());
  const signin = await signinAs(api.url, DEMO_SECOND_REVIEWER.email, DEMO_SECOND_REVIEWER.password);
  ana = client(api.url, signin.access_token);
});
afterAll(() => api?.close());

async function pendingRequest(skip: number) {
  const page = dataOf(
    await admin.get(LIST, { status: 'pending', sort: 'createdAt', limit: 50 }),
    endpoints.fundingList.response,
  );
  return dataOf(
    await admin.get(DETAIL, { id: page.items[skip]!.id }),
    endpoints.fundingDetail.response,
  );
}

describe('optimistic concurrency (version)', () => {
  it('refuses a status change based on an older version with 409 naming who moved it on', async () => {
    const request = await pendingRequest(0);
    expect(request.version).toBe(1);
    const started = dataOf(
      await ana.patch(update(request.id), { status: 'under_review', version: request.version }),
      endpoints.updateFundingRequest.response,
    );
    expect(started.version).toBe(2);
    const stale = errorOf(
      await admin.patch(update(request.id), { status: 'approved', version: request.version }),
      409,
    );
    expect(stale).toMatchObject({
      field: 'version',
      message: `${DEMO_SECOND_REVIEWER.name} changed this request since you opened it; your changes were not saved`,
    });
    const after = dataOf(
      await admin.get(DETAIL, { id: request.id }),
      endpoints.fundingDetail.response,
    );
    expect(after).toMatchObject({ status: 'under_review', version: 2 });
    // docs/design.md's body without a version stays valid.
    const approved = dataOf(
      await admin.patch(update(request.id), { status: 'approved' }),
      endpoints.updateFundingRequest.response,
    );
    expect(approved).toMatchObject({ status: 'approved', version: 3 });
  });

  it('refuses a private note based on an older version and keeps the saved one', async () => {
    const request = await pendingRequest(1);
    const saved = dataOf(
      await ana.put(privateNote(request.id), { note: 'Ana checked the invoice', version: 1 }),
      endpoints.privateNote.response,
    );
    expect(saved.version).toBe(2);
    const stale = errorOf(
      await admin.put(privateNote(request.id), { note: 'Alex overwrites', version: 1 }),
      409,
    );
    expect(stale.field).toBe('version');
    const after = dataOf(
      await admin.get(DETAIL, { id: request.id }),
      endpoints.fundingDetail.response,
    );
    expect(after.privateNote).toBe('Ana checked the invoice');
    const current = dataOf(
      await admin.put(privateNote(request.id), { note: 'Alex adds to it', version: 2 }),
      endpoints.privateNote.response,
    );
    expect(current).toMatchObject({ privateNote: 'Alex adds to it', version: 3 });
    expect(current.history.at(-1)).toMatchObject({ actor: DEMO_ADMIN.name });
  });
});
