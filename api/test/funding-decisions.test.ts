import { endpoints, type FundingRequestSummary } from '@backoffice/shared/contract';
import { DEMO_MEMBER, DEMO_REVIEWER, DEMO_SECOND_REVIEWER } from '../src/testing';
import {
  askAsEachStaffRole,
  client,
  dataOf,
  errorOf,
  signedInClient,
  startWithAdminForFile,
  type Client,
} from './helpers';

const PATH = '/funding-requests/dashboard/funding/decisions';
const file = startWithAdminForFile();
let member: Client;
let ana: Client;
let bo: Client;

beforeAll(async () => {
  member = await signedInClient(file.api.url, DEMO_MEMBER, 'member');
  ana = await signedInClient(file.api.url, DEMO_REVIEWER);
  bo = await signedInClient(file.api.url, DEMO_SECOND_REVIEWER);
});

const decisions = async (query: Record<string, string | number>) =>
  dataOf(await file.admin.get(PATH, query), endpoints.fundingDecisions.response);

/** The demo member's new request; $20,000 is above the default threshold: it needs two people. */
async function submit(title: string): Promise<FundingRequestSummary> {
  return dataOf(
    await member.post('/funding-requests/member/create', {
      title: `${title} ${Date.now()}`,
      story: 'A new roof for the community hall.',
      category: 'community',
      amountRequested: 2_000_000,
    }),
    endpoints.submitFundingRequest.response,
  );
}

const update = (who: Client, id: string, body: Record<string, string>) =>
  who.patch(`/funding-requests/dashboard/update-funding-request/${id}`, body);

describe("GET /funding-requests/dashboard/funding/decisions: a requester's decisions", () => {
  it('lists each recorded decision of every request, newest first, not only the latest', async () => {
    const roof = await submit('Roof');
    expect((await update(ana, roof.id, { status: 'approved' })).status).toBe(200);
    const sentBack = await bo.post(`/funding-requests/dashboard/send-back/${roof.id}`, {
      reason: 'The quote is missing',
    });
    expect(sentBack.status).toBe(200);
    expect((await update(ana, roof.id, { status: 'approved' })).status).toBe(200);
    expect((await update(bo, roof.id, { status: 'approved' })).status).toBe(200);
    const van = await submit('Van');
    expect((await update(ana, van.id, { status: 'under_review' })).status).toBe(200);
    expect((await update(ana, van.id, { status: 'rejected', reason: 'Out of scope' })).status).toBe(
      200,
    );

    const { items, total } = await decisions({ requesterId: DEMO_MEMBER.id, limit: 100 });
    expect(total).toBe(items.length);
    const ours = items.filter((item) => [roof.id, van.id].includes(item.requestId));
    // The move into review is the review's course, not a decision: it is left out.
    expect(ours.map((item) => [item.requestId, item.action, item.to, item.actor])).toEqual([
      [van.id, 'status_changed', 'rejected', DEMO_REVIEWER.name],
      [roof.id, 'status_changed', 'approved', DEMO_SECOND_REVIEWER.name],
      // Already under review after the send-back: the status does not move, so no `to`.
      [roof.id, 'first_approval', undefined, DEMO_REVIEWER.name],
      [roof.id, 'sent_back', undefined, DEMO_SECOND_REVIEWER.name],
      [roof.id, 'first_approval', 'under_review', DEMO_REVIEWER.name],
    ]);
    expect(ours[0]).toMatchObject({ title: van.title, reason: 'Out of scope' });
    expect(ours[3]).toMatchObject({ title: roof.title, reason: 'The quote is missing' });
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
    expect(
      items.every(
        (item, index) => index === 0 || Date.parse(items[index - 1]!.at) >= Date.parse(item.at),
      ),
    ).toBe(true);

    const newest = await decisions({ requesterId: DEMO_MEMBER.id, limit: 2 });
    expect(newest).toEqual({ items: items.slice(0, 2), total });
  });

  it('answers an unknown requester with none, and refuses a malformed query', async () => {
    expect(await decisions({ requesterId: 'MEM-NOBODY' })).toEqual({ items: [], total: 0 });
    expect(errorOf(await file.admin.get(PATH), 400).field).toBe('requesterId');
    expect(errorOf(await file.admin.get(PATH, { requesterId: '  ' }), 400).field).toBe(
      'requesterId',
    );
    expect(
      errorOf(await file.admin.get(PATH, { requesterId: DEMO_MEMBER.id, limit: 500 }), 400).field,
    ).toBe('limit');
  });

  it('is for every staff role the permissions table lets read, never a member', async () => {
    await askAsEachStaffRole(file.api.url, endpoints.fundingDecisions.permission, (caller) =>
      caller.get(PATH, { requesterId: DEMO_MEMBER.id }),
    );
    expect((await member.get(PATH, { requesterId: DEMO_MEMBER.id })).status).toBe(403);
    expect((await client(file.api.url).get(PATH, { requesterId: DEMO_MEMBER.id })).status).toBe(
      401,
    );
  });
});
