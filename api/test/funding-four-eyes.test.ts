import {
  awaitingSecondApprovalText,
  completeOrSendBackText,
  endpoints,
  permissionRefusal,
  SAME_APPROVER_TEXT,
  type FundingRequestSummary,
} from '@backoffice/shared/contract';
import {
  DEMO_ADMIN,
  DEMO_MEMBER,
  DEMO_REVIEWER,
  DEMO_SECOND_REVIEWER,
  DEMO_SUPPORT,
  signinAs,
  type TestApi,
} from '../src/testing';
import { client, dataOf, errorOf, startWithAdmin, type Client } from './helpers';
import { foundingOwner } from './staff-helpers';

const LIST = '/funding-requests/dashboard/funding/list';
const DETAIL = '/funding-requests/dashboard/funding';
const AUDIT = '/audit/entries';
const SETTINGS = '/settings/approval';
const BULK = '/funding-requests/dashboard/bulk-update';
const update = (id: string) => `/funding-requests/dashboard/update-funding-request/${id}`;
const sendBack = (id: string) => `/funding-requests/dashboard/send-back/${id}`;

let api: TestApi;
let admin: Client;
let member: Client;
let ana: Client;
let bo: Client;
let support: Client;

const signedIn = async (account: { email: string; password: string }, as?: 'member') =>
  client(api.url, (await signinAs(api.url, account.email, account.password, as)).access_token);

beforeAll(async () => {
  ({ api, admin } = await startWithAdmin());
  member = await signedIn(DEMO_MEMBER, 'member');
  ana = await signedIn(DEMO_REVIEWER);
  bo = await signedIn(DEMO_SECOND_REVIEWER);
  support = await signedIn(DEMO_SUPPORT);
});
afterAll(() => api?.close());

let counter = 0;
/** A member's new request; $20,000 is above the default $10,000 threshold. */
async function submit(amountRequested = 2_000_000): Promise<FundingRequestSummary> {
  counter += 1;
  return dataOf(
    await member.post('/funding-requests/member/create', {
      title: `Four-eyes request ${counter} ${Date.now()}`,
      story: 'A new roof for the community hall.',
      category: 'community',
      amountRequested,
    }),
    endpoints.submitFundingRequest.response,
  );
}

const detail = async (id: string) =>
  dataOf(await admin.get(DETAIL, { id }), endpoints.fundingDetail.response);
const auditOf = async (id: string) =>
  dataOf(
    await admin.get(AUDIT, { entityType: 'funding_request', entityId: id, limit: 100 }),
    endpoints.auditTrail.response,
  ).items;
const approve = (who: Client, id: string) => who.patch(update(id), { status: 'approved' });

describe('four-eyes approval (issue 21)', () => {
  it('an approval above the threshold waits for a second person, who completes it', async () => {
    const request = await submit();
    const first = dataOf(await approve(ana, request.id), endpoints.updateFundingRequest.response);
    expect(first.status).toBe('under_review');
    expect(first.firstApproval?.by.name).toBe(DEMO_REVIEWER.name);
    expect(first.history.at(-1)).toMatchObject({
      action: 'first_approval',
      actor: DEMO_REVIEWER.name,
      from: 'pending',
      to: 'under_review',
    });

    const second = dataOf(await approve(bo, request.id), endpoints.updateFundingRequest.response);
    expect(second.status).toBe('approved');
    expect(second.firstApproval).toBeNull();
    // The completed approval keeps both approvers on the request itself.
    expect(
      (await detail(request.id)).approvals?.map((approval) => [approval.by.name, approval.at]),
    ).toEqual([
      [DEMO_REVIEWER.name, first.firstApproval!.at],
      [DEMO_SECOND_REVIEWER.name, expect.any(String)],
    ]);
    const entries = await auditOf(request.id);
    expect(entries[0]?.after).toEqual({
      status: 'approved',
      firstApprovalBy: DEMO_REVIEWER.name,
    });
    const kinds = entries.map((entry) => [entry.kind, entry.actor.name]);
    expect(kinds).toEqual([
      ['funding.status', DEMO_SECOND_REVIEWER.name],
      ['funding.first_approval', DEMO_REVIEWER.name],
      ['funding.create', DEMO_MEMBER.name],
    ]);
  });

  it('refuses the first approver a second approval, or any other change, and writes nothing', async () => {
    const request = await submit();
    await approve(ana, request.id);
    const before = await detail(request.id);
    const auditBefore = await auditOf(request.id);

    expect(errorOf(await approve(ana, request.id), 403).message).toBe(SAME_APPROVER_TEXT);
    expect(
      errorOf(await ana.patch(update(request.id), { status: 'rejected', reason: 'No' }), 403)
        .message,
    ).toBe(SAME_APPROVER_TEXT);
    expect(errorOf(await ana.post(sendBack(request.id), { reason: 'Mine' }), 403).message).toBe(
      SAME_APPROVER_TEXT,
    );
    // Another person may only complete it or send it back.
    expect(errorOf(await bo.patch(update(request.id), { status: 'pending' }), 409).message).toBe(
      completeOrSendBackText(DEMO_REVIEWER.name),
    );

    const after = await detail(request.id);
    expect(after.version).toBe(before.version);
    expect(after.history).toHaveLength(before.history.length);
    expect(await auditOf(request.id)).toHaveLength(auditBefore.length);
  });

  it('needs one approval at or below the threshold', async () => {
    const request = await submit(1_000_000);
    const approved = dataOf(
      await approve(ana, request.id),
      endpoints.updateFundingRequest.response,
    );
    expect(approved.status).toBe('approved');
    expect(approved.firstApproval).toBeNull();
    expect((await auditOf(request.id)).map((entry) => entry.kind)).toEqual([
      'funding.status',
      'funding.create',
    ]);
  });

  it('another person sends it back with a reason: under review again, the approval withdrawn', async () => {
    const request = await submit();
    await approve(ana, request.id);
    expect(errorOf(await bo.post(sendBack(request.id), { reason: ' ' }), 400).field).toBe('reason');

    const sent = dataOf(
      await bo.post(sendBack(request.id), { reason: 'The budget needs a second quote' }),
      endpoints.sendBackFundingRequest.response,
    );
    expect(sent.status).toBe('under_review');
    expect(sent.firstApproval).toBeNull();
    expect(sent.history.at(-1)).toMatchObject({
      action: 'sent_back',
      actor: DEMO_SECOND_REVIEWER.name,
      reason: 'The budget needs a second quote',
    });
    const [latest] = await auditOf(request.id);
    expect(latest).toMatchObject({
      kind: 'funding.sent_back',
      before: { firstApprovalBy: DEMO_REVIEWER.name },
      after: { reason: 'The budget needs a second quote' },
    });
    // Nothing awaits now: sending back again is refused, and the next approval starts over.
    expect(errorOf(await bo.post(sendBack(request.id), { reason: 'Again' }), 409).message).toBe(
      'This request is not awaiting a second approval',
    );
    const again = dataOf(await approve(ana, request.id), endpoints.updateFundingRequest.response);
    expect(again.firstApproval?.by.name).toBe(DEMO_REVIEWER.name);
  });

  it('shows an awaiting request in the second-approval queue of everyone but its approver', async () => {
    const request = await submit();
    await approve(ana, request.id);
    const queueOf = async (who: Client, queue: string) =>
      dataOf(await who.get(LIST, { queue, limit: 100 }), endpoints.fundingList.response).items.map(
        (item) => item.id,
      );
    expect(await queueOf(bo, 'second_approval')).toContain(request.id);
    expect(await queueOf(bo, 'review')).toContain(request.id);
    expect(await queueOf(ana, 'second_approval')).not.toContain(request.id);
    expect(await queueOf(ana, 'review')).not.toContain(request.id);
    expect(awaitingSecondApprovalText(DEMO_REVIEWER.name)).toBe(
      `Approved by ${DEMO_REVIEWER.name}, awaiting a second approval`,
    );
  });

  it('bulk approval records the first of two above the threshold and names each outcome', async () => {
    const big = await submit();
    const small = await submit(500_000);
    const mine = await submit();
    await approve(bo, mine.id);
    const { results } = dataOf(
      await bo.post(BULK, { ids: [big.id, small.id, mine.id], status: 'approved' }),
      endpoints.bulkUpdateFundingRequests.response,
    );
    expect(results).toEqual([
      { id: big.id, outcome: 'awaiting_second_approval', from: 'pending', to: 'under_review' },
      { id: small.id, outcome: 'changed', from: 'pending', to: 'approved' },
      {
        id: mine.id,
        outcome: 'skipped',
        reason: 'same_approver',
        from: 'under_review',
        message: SAME_APPROVER_TEXT,
      },
    ]);
    expect((await detail(big.id)).firstApproval?.by.name).toBe(DEMO_SECOND_REVIEWER.name);
  });
});

describe('the approval threshold setting (owners only)', () => {
  it('is read and changed by an owner, confirmed by another, audited once per change and not for an unchanged save', async () => {
    expect(dataOf(await admin.get(SETTINGS), endpoints.approvalSettings.response)).toEqual({
      thresholdUsd: 1_000_000,
      pending: null,
    });
    // An owner the demo owner did not bring in: one they invited could not confirm their change.
    const otherOwner = (await foundingOwner(api)).client;
    const confirm = () => otherOwner.post(`${SETTINGS}/confirm`);
    const settingAudit = async () =>
      dataOf(
        await admin.get(AUDIT, { kind: 'settings.approval', limit: 100 }),
        endpoints.auditTrail.response,
      ).items;
    const entriesBefore = (await settingAudit()).length;

    expect(
      dataOf(
        await admin.put(SETTINGS, { thresholdUsd: 5_000_000 }),
        endpoints.updateApprovalSettings.response,
      ).pending?.thresholdUsd,
    ).toBe(5_000_000);
    await admin.put(SETTINGS, { thresholdUsd: 5_000_000 });
    expect(dataOf(await confirm(), endpoints.confirmApprovalChange.response)).toEqual({
      thresholdUsd: 5_000_000,
      pending: null,
    });
    const entries = await settingAudit();
    expect(entries).toHaveLength(entriesBefore + 1);
    expect(entries[0]).toMatchObject({
      entity: { type: 'setting', id: 'approval_threshold_usd' },
      before: { thresholdUsd: 1_000_000 },
      after: { thresholdUsd: 5_000_000, requestedBy: DEMO_ADMIN.name },
    });

    // $20,000 is now under the threshold: one approval suffices.
    const request = await submit();
    expect(
      dataOf(await approve(ana, request.id), endpoints.updateFundingRequest.response).status,
    ).toBe('approved');

    expect(errorOf(await admin.put(SETTINGS, { thresholdUsd: -1 }), 400).field).toBe(
      'thresholdUsd',
    );
    expect(errorOf(await admin.put(SETTINGS, { thresholdUsd: 'ten' }), 400).field).toBe(
      'thresholdUsd',
    );
    expect(await settingAudit()).toHaveLength(entriesBefore + 1);
    await admin.put(SETTINGS, { thresholdUsd: 1_000_000 });
    await confirm();
  });

  it('refuses every other role, reading or changing', async () => {
    for (const who of [ana, support]) {
      const role = who === ana ? 'reviewer' : 'support';
      const refusal = permissionRefusal(role, 'manageSettings');
      expect(errorOf(await who.get(SETTINGS), 403).message).toBe(refusal);
      expect(errorOf(await who.put(SETTINGS, { thresholdUsd: 1 }), 403).message).toBe(refusal);
    }
    expect(errorOf(await member.get(SETTINGS), 403).statusCode).toBe(403);
  });
});
