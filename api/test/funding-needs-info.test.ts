import { endpoints, type FundingRequestSummary } from '@backoffice/shared/contract';
import { DEMO_MEMBER, DEMO_REVIEWER, signinAs, type TestApi } from '../src/testing';
import { client, dataOf, errorOf, startWithAdmin, type Client } from './helpers';

const LIST = '/funding-requests/dashboard/funding/list';
const DETAIL = '/funding-requests/dashboard/funding';
const AUDIT = '/audit/entries';
const update = (id: string) => `/funding-requests/dashboard/update-funding-request/${id}`;
const answer = (id: string) => `/funding-requests/member/answer/${id}`;
const SUBMIT = '/funding-requests/member/create';

let api: TestApi;
let admin: Client;
let member: Client;
let reviewer: Client;

beforeAll(async () => {
  ({ api, admin } = await startWithAdmin());
  const memberSignin = await signinAs(api.url, DEMO_MEMBER.email, DEMO_MEMBER.password, 'member');
  member = client(api.url, memberSignin.access_token);
  const reviewerSignin = await signinAs(api.url, DEMO_REVIEWER.email, DEMO_REVIEWER.password);
  reviewer = client(api.url, reviewerSignin.access_token);
});
afterAll(() => api?.close());

let counter = 0;
async function submit(): Promise<FundingRequestSummary> {
  counter += 1;
  return dataOf(
    await member.post(SUBMIT, {
      title: `Needs-info request ${counter} ${Date.now()}`,
      story: 'A roof repair after the storm.',
      category: 'housing',
      amountRequested: 150_000,
    }),
    endpoints.submitFundingRequest.response,
  );
}

const queue = async () =>
  dataOf(await admin.get(LIST, { queue: 'review', limit: 100 }), endpoints.fundingList.response);
const detail = async (id: string) =>
  dataOf(await admin.get(DETAIL, { id }), endpoints.fundingDetail.response);

describe('a member submits a funding request', () => {
  it('creates a pending request of theirs, FR- numbered past the seed, in the review queue', async () => {
    const created = await submit();
    expect(created).toMatchObject({
      status: 'pending',
      requester: { id: expect.any(String), email: DEMO_MEMBER.email },
      amountRaised: 0,
      currency: 'USD',
      requesterAnswered: false,
    });
    expect(Number(created.id.slice(3))).toBeGreaterThanOrEqual(50001);
    expect((await queue()).total).toBeGreaterThan(0);
    expect((await detail(created.id)).history).toMatchObject([{ action: 'created' }]);
  });

  it('is for members only, and refuses a bad body with 400 naming the field', async () => {
    const refused = errorOf(
      await admin.post(SUBMIT, {
        title: 'Staff cannot',
        story: 'x',
        category: 'other',
        amountRequested: 1,
      }),
      403,
    );
    expect(refused.message).toBe('This endpoint is for members only');
    const bad = errorOf(await member.post(SUBMIT, { title: 'Ok title', story: 'x' }), 400);
    expect(bad.field).toBe('category');
  });
});

describe('needs info: the reviewer asks, the requester answers', () => {
  it('moves the request out of the queue with the question as a note, then back, marked, when answered', async () => {
    const request = await submit();
    const question = 'Could you upload the contractor quote?';
    const asked = dataOf(
      await reviewer.patch(update(request.id), { status: 'needs_info', reason: question }),
      endpoints.updateFundingRequest.response,
    );
    expect(asked.status).toBe('needs_info');
    expect(asked.notes.at(-1)).toMatchObject({ content: question });
    expect(asked.history.at(-1)).toMatchObject({
      action: 'status_changed',
      from: 'pending',
      to: 'needs_info',
      reason: question,
    });
    expect((await queue()).items.map((item) => item.id)).not.toContain(request.id);

    const reply = 'Uploaded the quote from Roofs & Co.';
    const note = dataOf(
      await member.post(answer(request.id), { answer: reply }),
      endpoints.answerFundingRequest.response,
    );
    expect(note).toMatchObject({ content: reply, author: { name: expect.any(String) } });

    // Back in the queue, marked as answered, in its place by submission (oldest first).
    const back = dataOf(
      await admin.get(LIST, { queue: 'review', search: request.id }),
      endpoints.fundingList.response,
    );
    expect(back.items[0]).toMatchObject({
      id: request.id,
      status: 'under_review',
      requesterAnswered: true,
    });
    const answered = await detail(request.id);
    expect(answered.history.at(-1)).toMatchObject({
      action: 'requester_answered',
      from: 'needs_info',
      to: 'under_review',
      reason: reply,
    });
    expect(answered.notes.map((entry) => entry.content)).toEqual([question, reply]);

    const audit = dataOf(
      await admin.get(AUDIT, { entityType: 'funding_request', entityId: request.id }),
      endpoints.auditTrail.response,
    );
    expect(audit.items.map((entry) => entry.after)).toEqual(
      expect.arrayContaining([
        { status: 'needs_info', reason: question },
        { status: 'under_review', answer: reply },
      ]),
    );

    // A reviewer's next decision clears the mark and takes it out of the queue.
    dataOf(
      await reviewer.patch(update(request.id), { status: 'approved' }),
      endpoints.updateFundingRequest.response,
    );
    const approved = (await queue()).items.find((item) => item.id === request.id);
    expect(approved).toBeUndefined();
    const row = dataOf(
      await admin.get(LIST, { search: request.id }),
      endpoints.fundingList.response,
    ).items[0];
    expect(row).toMatchObject({ status: 'approved', requesterAnswered: false });
  });

  it('needs the question (400 naming reason) and allows only under_review or rejected out of needs_info', async () => {
    const request = await submit();
    const noQuestion = errorOf(
      await admin.patch(update(request.id), { status: 'needs_info' }),
      400,
    );
    expect(noQuestion).toMatchObject({
      field: 'reason',
      message: 'reason: Write the question for the requester',
    });
    await admin.patch(update(request.id), { status: 'needs_info', reason: 'Which school?' });
    expect(
      errorOf(await admin.patch(update(request.id), { status: 'approved' }), 409).message,
    ).toBe('Cannot change a needs_info request to approved');
    const rejected = dataOf(
      await admin.patch(update(request.id), { status: 'rejected', reason: 'No answer in time' }),
      endpoints.updateFundingRequest.response,
    );
    expect(rejected.status).toBe('rejected');
  });

  it('takes an answer only from the requester, only while it waits, and never from staff', async () => {
    const request = await submit();
    expect(
      errorOf(await member.post(answer(request.id), { answer: 'Too early' }), 409).message,
    ).toBe('This request is not waiting for an answer');
    await admin.patch(update(request.id), { status: 'needs_info', reason: 'Which hospital?' });
    expect(
      errorOf(await admin.post(answer(request.id), { answer: 'Staff cannot answer' }), 403).message,
    ).toBe('This endpoint is for members only');
    expect(errorOf(await member.post(answer(request.id), { answer: '  ' }), 400).field).toBe(
      'answer',
    );
    // A seeded request of another member is as good as missing.
    const others = dataOf(
      await admin.get(LIST, { status: 'pending', limit: 100 }),
      endpoints.fundingList.response,
    ).items.find((item) => item.requester.email !== DEMO_MEMBER.email);
    errorOf(await member.post(answer(others!.id), { answer: 'Not mine' }), 404);
    expect((await detail(request.id)).status).toBe('needs_info');
  });
});
