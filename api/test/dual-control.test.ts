import { endpoints, type FundingRequestSummary } from '@backoffice/shared/contract';
import {
  DEMO_ADMIN,
  DEMO_MEMBER,
  DEMO_REVIEWER,
  DEMO_SECOND_REVIEWER,
  DEMO_SUPPORT,
  startApi,
  type TestApi,
} from '../src/testing';
import { client, dataOf, errorOf, signedInClient, type Client } from './helpers';
import { activeStaff, auditCount, foundingOwner, mailedLink, tokenOf } from './staff-helpers';

/**
 * The security review's attempts to complete a two-person control alone, with accounts the first
 * person brought in: each is refused, saying why, and changes nothing.
 */

let api: TestApi;
let owner: Client;
let member: Client;
let riley: Client;

beforeAll(async () => {
  api = await startApi();
  owner = await signedInClient(api.url, DEMO_ADMIN);
  member = await signedInClient(api.url, DEMO_MEMBER, 'member');
  riley = await signedInClient(api.url, DEMO_REVIEWER);
});
afterAll(() => api?.close());

let counter = 0;
/** A member's new request of $31,000, above the default $10,000 threshold. */
async function submit(): Promise<FundingRequestSummary> {
  counter += 1;
  return dataOf(
    await member.post('/funding-requests/member/create', {
      title: `Dual control ${counter} ${Date.now()}`,
      story: 'A request the review tried to approve alone.',
      category: 'community',
      amountRequested: 3_100_000,
    }),
    endpoints.submitFundingRequest.response,
  );
}

const approve = (who: Client, id: string) =>
  who.patch(`/funding-requests/dashboard/update-funding-request/${id}`, { status: 'approved' });
const statusOf = async (id: string) =>
  dataOf(
    await owner.get('/funding-requests/dashboard/funding', { id }),
    endpoints.fundingDetail.response,
  );

describe('a second approval by an account the first approver brought in', () => {
  it('is refused for the reviewer the owner invited after the first approval (the review’s chain)', async () => {
    const request = await submit();
    expect(
      dataOf(await approve(owner, request.id), endpoints.updateFundingRequest.response).status,
    ).toBe('under_review');
    const invited = await activeStaff(api, owner, 'reviewer');
    const entries = await auditCount(api);

    const refused = errorOf(await approve(invited.client, request.id), 403);
    expect(refused.message).toMatch(
      /^You were invited by Alex Admin, who gave the first approval\./,
    );
    expect((await statusOf(request.id)).status).toBe('under_review');
    expect(await auditCount(api)).toBe(entries);

    // Someone the owner did not bring in completes it.
    const completed = dataOf(
      await approve(riley, request.id),
      endpoints.updateFundingRequest.response,
    );
    expect(completed.status).toBe('approved');
  });

  it('follows a chain: a reviewer invited by an owner the first approver invited', async () => {
    const request = await submit();
    dataOf(await approve(owner, request.id), endpoints.updateFundingRequest.response);
    const deputy = await activeStaff(api, owner, 'owner');
    const puppet = await activeStaff(api, deputy.client, 'reviewer');

    const refused = errorOf(await approve(puppet.client, request.id), 403);
    expect(refused.message).toMatch(
      /^You were invited by Invited \d+, who was invited by Alex Admin, who gave the first approval\./,
    );
  });

  it('counts a role grant and a password reset as bringing someone in', async () => {
    const request = await submit();
    dataOf(await approve(owner, request.id), endpoints.updateFundingRequest.response);
    const sasha = dataOf(await owner.get('/staff'), endpoints.staffList.response).find(
      (row) => row.email === DEMO_SUPPORT.email,
    )!;
    dataOf(
      await owner.patch(`/staff/${sasha.id}/role`, { role: 'reviewer' }),
      endpoints.changeStaffRole.response,
    );
    const asSasha = await signedInClient(api.url, DEMO_SUPPORT);
    expect(errorOf(await approve(asSasha, request.id), 403).message).toMatch(
      /^You were given your role by Alex Admin, who gave the first approval\./,
    );
    await owner.patch(`/staff/${sasha.id}/role`, { role: 'support' });

    const ana = dataOf(await owner.get('/staff'), endpoints.staffList.response).find(
      (row) => row.email === DEMO_SECOND_REVIEWER.email,
    )!;
    dataOf(
      await owner.post(`/staff/${ana.id}/password-reset`),
      endpoints.resetStaffPassword.response,
    );
    const password = 'a-password-from-the-reset-link';
    const set = await client(api.url).post('/auth/set-password', {
      token: tokenOf(await mailedLink(api, DEMO_SECOND_REVIEWER.email)),
      password,
    });
    expect(set.status).toBe(200);
    const asAna = await signedInClient(api.url, { email: DEMO_SECOND_REVIEWER.email, password });
    expect(errorOf(await approve(asAna, request.id), 403).message).toMatch(
      /^Your password was reset by Alex Admin, who gave the first approval\./,
    );
  });

  it('is refused the other way round: the owner cannot complete what their invitee began', async () => {
    const request = await submit();
    const invited = await activeStaff(api, owner, 'reviewer');
    dataOf(await approve(invited.client, request.id), endpoints.updateFundingRequest.response);
    const refused = errorOf(await approve(owner, request.id), 403);
    expect(refused.message).toMatch(/^You invited Invited \d+, who gave the first approval\./);
  });

  it('a bulk approval skips it with the same reason', async () => {
    const request = await submit();
    dataOf(await approve(owner, request.id), endpoints.updateFundingRequest.response);
    const invited = await activeStaff(api, owner, 'reviewer');
    const answer = dataOf(
      await invited.client.post('/funding-requests/dashboard/bulk-update', {
        ids: [request.id],
        status: 'approved',
      }),
      endpoints.bulkUpdateFundingRequests.response,
    );
    expect(answer.results[0]).toMatchObject({
      outcome: 'skipped',
      message: expect.stringMatching(/^You were invited by Alex Admin/),
    });
  });
});

describe('"awaiting my second approval"', () => {
  const queueIds = async (who: Client) =>
    dataOf(
      await who.get(endpoints.fundingList.path, { queue: 'second_approval', limit: 100 }),
      endpoints.fundingList.response,
    ).items.map((item) => item.id);
  const queueCount = async (who: Client) =>
    dataOf(await who.get(endpoints.fundingSummary.path), endpoints.fundingSummary.response).byQueue
      ?.second_approval;

  it('holds only the requests the caller may complete: none whose first approver they are tied to', async () => {
    const request = await submit();
    await approve(owner, request.id);
    const invited = await activeStaff(api, owner, 'reviewer');

    expect(await queueIds(riley)).toContain(request.id);
    expect(await queueIds(invited.client)).not.toContain(request.id);
    // The tab's count says the same as its list.
    expect(await queueCount(invited.client)).toBe((await queueIds(invited.client)).length);
  });
});

describe('the threshold’s second owner', () => {
  beforeEach(async () => {
    await api.db.query("DELETE FROM app_settings WHERE key = 'approval_threshold_pending'");
  });

  it('is not an owner the asker invited: the review’s $1 threshold is refused to them', async () => {
    const puppet = await activeStaff(api, owner, 'owner');
    const asked = dataOf(
      await owner.put('/settings/approval', { thresholdUsd: 100 }),
      endpoints.updateApprovalSettings.response,
    );
    // No owner the asker did not bring in: the change waits its 24 hours, as with one owner.
    expect(asked.pending?.effectiveAt).not.toBeNull();
    const refused = errorOf(await puppet.client.post('/settings/approval/confirm'), 403);
    expect(refused.message).toMatch(/^You were invited by Alex Admin, who asked for this change\./);
    const settings = dataOf(
      await owner.get('/settings/approval'),
      endpoints.approvalSettings.response,
    );
    expect(settings.thresholdUsd).toBe(1_000_000);
    expect(settings.pending?.thresholdUsd).toBe(100);
  });

  it('an owner nobody here brought in confirms it, and the change waits for them', async () => {
    const founder = await foundingOwner(api);
    const asked = dataOf(
      await owner.put('/settings/approval', { thresholdUsd: 2_000_000 }),
      endpoints.updateApprovalSettings.response,
    );
    expect(asked.pending?.effectiveAt).toBeNull();
    const confirmed = dataOf(
      await founder.client.post('/settings/approval/confirm'),
      endpoints.confirmApprovalChange.response,
    );
    expect(confirmed).toEqual({ thresholdUsd: 2_000_000, pending: null });
    await api.db.query(
      "UPDATE app_settings SET value = '1000000' WHERE key = 'approval_threshold_usd'",
    );
    await api.db.query('UPDATE admins SET disabled_at = now() WHERE id = $1', [founder.id]);
  });
});
