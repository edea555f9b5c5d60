import { endpoints, type FundingRequestSummary } from '@backoffice/shared/contract';
import {
  DEMO_MEMBER,
  DEMO_REVIEWER,
  DEMO_SECOND_REVIEWER,
  signinAs,
  type TestApi,
} from '../src/testing';
import { client, dataOf, startWithAdmin, type Client } from './helpers';

const LIST = '/funding-requests/dashboard/funding/list';
const RULE = '/funding-requests/dashboard/approval-rule';
const changeOf = (id: string) => `/funding-requests/dashboard/update-funding-request/${id}`;

let api: TestApi;
let admin: Client;
let member: Client;
let reviewer: Client;
let secondReviewer: Client;

const as = async (account: { email: string; password: string }, role?: 'member') =>
  client(api.url, (await signinAs(api.url, account.email, account.password, role)).access_token);

beforeAll(async () => {
  ({ api, admin } = await startWithAdmin());
  member = await as(DEMO_MEMBER, 'member');
  reviewer = await as(DEMO_REVIEWER);
  secondReviewer = await as(DEMO_SECOND_REVIEWER);
});
afterAll(() => api?.close());

const newRequest = async (title: string, amountRequested: number) =>
  dataOf(
    await member.post('/funding-requests/member/create', {
      title: `${title} ${Date.now()}`,
      story: 'Rent for the shelter in the winter months.',
      category: 'housing',
      amountRequested,
    }),
    endpoints.submitFundingRequest.response,
  );

const pageOf = async (who: Client, query: Record<string, string | number>) =>
  dataOf(await who.get(LIST, { limit: 100, ...query }), endpoints.fundingList.response);

const decide = async (who: Client, id: string, body: { status: string; reason?: string }) =>
  dataOf(await who.patch(changeOf(id), body), endpoints.updateFundingRequest.response);

const isOldestFirst = (items: FundingRequestSummary[]) =>
  items.every((item, index) => index === 0 || items[index - 1]!.createdAt <= item.createdAt);

describe('the review queue', () => {
  it('lists oldest first by submission by default, an answered request marked in its place', async () => {
    const first = await newRequest('Queue order one', 50_000);
    const asked = await newRequest('Queue order two', 50_000);
    const third = await newRequest('Queue order three', 50_000);
    await decide(reviewer, asked.id, { status: 'needs_info', reason: 'Which months?' });
    await member.post(`/funding-requests/member/answer/${asked.id}`, { answer: 'December on' });

    const queue = await pageOf(admin, { queue: 'review' });
    expect(isOldestFirst(queue.items)).toBe(true);
    const seed = await pageOf(admin, { status: 'pending', sort: 'createdAt', limit: 1 });
    expect(queue.items[0]?.id).toBe(seed.items[0]?.id);

    // The answered request stays between the two submitted around it, marked.
    const ours = (await pageOf(admin, { queue: 'review', search: 'Queue order' })).items;
    expect(ours.map((item) => [item.id, item.requesterAnswered])).toEqual([
      [first.id, false],
      [asked.id, true],
      [third.id, false],
    ]);
    // An explicit sort still wins.
    const newest = await pageOf(admin, {
      queue: 'review',
      search: 'Queue order',
      sort: '-createdAt',
    });
    expect(newest.items.map((item) => item.id)).toEqual([third.id, asked.id, first.id]);
  });

  it('keeps a started review in "In review by me" of whoever started it', async () => {
    const request = await newRequest('Started review', 50_000);
    await decide(reviewer, request.id, { status: 'under_review' });
    const mine = async (who: Client) =>
      (await pageOf(who, { queue: 'in_review_by_me' })).items.map((item) => item.id);
    expect(await mine(reviewer)).toContain(request.id);
    expect(await mine(secondReviewer)).not.toContain(request.id);
    expect(
      (await pageOf(reviewer, { queue: 'review' })).items.map((item) => item.id),
    ).not.toContain(request.id);

    // Decided, it leaves the view.
    await decide(reviewer, request.id, { status: 'approved' });
    expect(await mine(reviewer)).not.toContain(request.id);
  });
});

describe('the first approval above the threshold', () => {
  it('is its own history entry, naming no status change when the request was already under review', async () => {
    const request = await newRequest('Large under review', 2_500_000);
    await decide(reviewer, request.id, { status: 'under_review' });
    const approved = await decide(reviewer, request.id, { status: 'approved' });
    expect(approved.status).toBe('under_review');
    const entry = approved.history.at(-1);
    expect(entry).toMatchObject({ action: 'first_approval', actor: DEMO_REVIEWER.name });
    expect(entry).not.toHaveProperty('from');
    expect(entry).not.toHaveProperty('to');
  });

  it('tells every staff role the threshold, so the dialog can say what a click does', async () => {
    const rule = dataOf(await secondReviewer.get(RULE), endpoints.fundingApprovalRule.response);
    const owners = dataOf(
      await admin.get('/settings/approval'),
      endpoints.approvalSettings.response,
    );
    expect(rule).toEqual({ thresholdUsd: owners.thresholdUsd });
  });
});
