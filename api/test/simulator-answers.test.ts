import { endpoints, type FundingRequestSummary } from '@backoffice/shared/contract';
import { answerOpenQuestions, cannedAnswer } from '../src/simulator/answer-questions';
import type { TestApi } from '../src/testing';
import { client, dataOf, demoTokens, startWithAdmin, type Client } from './helpers';

const DETAIL = '/funding-requests/dashboard/funding';
const update = (id: string) => `/funding-requests/dashboard/update-funding-request/${id}`;

let api: TestApi;
let memberToken: string;
let member: Client;
let reviewer: Client;
let admin: Client;

beforeAll(async () => {
  ({ api, admin } = await startWithAdmin());
  const tokens = await demoTokens(api.url);
  memberToken = tokens.member;
  member = client(api.url, tokens.member);
  reviewer = client(api.url, tokens.reviewer);
});
afterAll(() => api?.close());

async function askAbout(title: string, question: string): Promise<FundingRequestSummary> {
  const request = dataOf(
    await member.post('/funding-requests/member/create', {
      title,
      story: 'Asked by the simulator test.',
      category: 'education',
      amountRequested: 80_000,
    }),
    endpoints.submitFundingRequest.response,
  );
  dataOf(
    await reviewer.patch(update(request.id), { status: 'needs_info', reason: question }),
    endpoints.updateFundingRequest.response,
  );
  return request;
}

const detail = async (id: string) =>
  dataOf(await admin.get(DETAIL, { id }), endpoints.fundingDetail.response);

describe('the member simulator answers needs-info questions (issue 22)', () => {
  it('answers each open question once through the api, and skips a request already decided', async () => {
    const question = 'Which school is the laptop for?';
    const open = await askAbout(`Simulator laptop ${Date.now()}`, question);
    const decided = await askAbout(`Simulator books ${Date.now()}`, 'How many books?');
    dataOf(
      await reviewer.patch(update(decided.id), { status: 'rejected', reason: 'No answer needed' }),
      endpoints.updateFundingRequest.response,
    );

    const outcomes = await answerOpenQuestions(api.url, memberToken);
    expect(outcomes).toEqual(
      expect.arrayContaining([
        { fundingRequestId: open.id, answered: true, answer: cannedAnswer(question) },
        {
          fundingRequestId: decided.id,
          answered: false,
          reason: 'This request is not waiting for an answer',
        },
      ]),
    );
    const answered = await detail(open.id);
    expect(answered).toMatchObject({ status: 'under_review', requesterAnswered: true });
    expect(answered.history.at(-1)).toMatchObject({
      action: 'requester_answered',
      reason: cannedAnswer(question),
    });
    expect((await detail(decided.id)).status).toBe('rejected');

    // The questions' notifications are read now: a second round has nothing to answer.
    const again = await answerOpenQuestions(api.url, memberToken);
    expect(again.map((outcome) => outcome.fundingRequestId)).not.toContain(open.id);
    expect(again.map((outcome) => outcome.fundingRequestId)).not.toContain(decided.id);
  });
});
