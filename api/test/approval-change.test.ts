import {
  APPROVAL_CHANGE_DELAY_HOURS,
  endpoints,
  NOT_YOUR_APPROVAL_CHANGE,
  OWN_APPROVAL_CHANGE,
} from '@backoffice/shared/contract';
import { DEMO_ADMIN, DEMO_MEMBER, DEMO_REVIEWER, DEMO_STAFF, type TestApi } from '../src/testing';
import { dataOf, errorOf, signedInClient, startWithAdminForFile, type Client } from './helpers';
import { foundingOwner } from './staff-helpers';

const SETTINGS = '/settings/approval';
const CONFIRM = '/settings/approval/confirm';
const PENDING = '/settings/approval/pending';
const HOUR_MS = 60 * 60 * 1000;

const started = startWithAdminForFile();
let api: TestApi;
let owner: Client;
let reviewer: Client;
let finance: Client;

const signedIn = (account: { email: string; password: string }, as?: 'member') =>
  signedInClient(api.url, account, as);

beforeAll(async () => {
  ({ api, admin: owner } = started);
  reviewer = await signedIn(DEMO_REVIEWER);
  finance = await signedIn(DEMO_STAFF.find((staff) => staff.staffRole === 'finance')!);
});
// Each test starts from the default threshold with nothing waiting.
beforeEach(async () => {
  await api.db.query("DELETE FROM app_settings WHERE key = 'approval_threshold_pending'");
  await api.db.query(
    "UPDATE app_settings SET value = '1000000' WHERE key = 'approval_threshold_usd'",
  );
});

const settings = async (caller = owner) =>
  dataOf(await caller.get(SETTINGS), endpoints.approvalSettings.response);

const ask = async (thresholdUsd: number, caller = owner) => {
  const response = await caller.put(SETTINGS, { thresholdUsd });
  expect(response.status, JSON.stringify(response.body)).toBe(202);
  return dataOf(response, endpoints.updateApprovalSettings.response);
};

const notificationTitles = async (caller: Client) =>
  dataOf(
    await caller.get('/notification', { limit: 100 }),
    endpoints.notifications.response,
  ).items.map((notification) => notification.title);

const settingEntries = async () =>
  dataOf(
    await owner.get('/audit/entries', { entityType: 'setting', limit: 100 }),
    endpoints.auditTrail.response,
  ).items;

/** Moves the waiting change's time into the past, as if its 24 hours had gone by. */
async function letTimePass() {
  await api.db.query(
    `UPDATE app_settings SET value = jsonb_set(value, '{effectiveAt}', to_jsonb($1::text))
     WHERE key = 'approval_threshold_pending'`,
    [new Date(Date.now() - 1000).toISOString()],
  );
}

describe('a threshold change with one owner', () => {
  it('waits 24 hours, tells the owners when asked and the approvers when applied', async () => {
    const before = Date.now();
    const asked = await ask(5_000_000);
    expect(asked.thresholdUsd).toBe(1_000_000);
    expect(asked.pending).toMatchObject({
      thresholdUsd: 5_000_000,
      requestedBy: { id: DEMO_ADMIN.id, name: DEMO_ADMIN.name },
    });
    const effectiveAt = Date.parse(asked.pending!.effectiveAt!);
    expect(effectiveAt).toBeGreaterThanOrEqual(before + APPROVAL_CHANGE_DELAY_HOURS * HOUR_MS);
    expect(effectiveAt).toBeLessThan(Date.now() + APPROVAL_CHANGE_DELAY_HOURS * HOUR_MS + 1000);
    expect(await settings()).toEqual(asked);
    // Only owners can act on a request; finance approves nothing and hears of none of it.
    expect(await notificationTitles(owner)).toContain('Approval threshold change requested');
    expect(await notificationTitles(reviewer)).not.toContain('Approval threshold change requested');

    // The asker cannot confirm their own change.
    expect(errorOf(await owner.post(CONFIRM), 403).message).toBe(OWN_APPROVAL_CHANGE);
    expect((await settings()).thresholdUsd).toBe(1_000_000);

    await letTimePass();
    expect(await settings()).toEqual({ thresholdUsd: 5_000_000, pending: null });
    expect(await notificationTitles(reviewer)).toContain('Approval threshold changed');
    expect((await notificationTitles(finance)).filter((title) => /threshold/.test(title))).toEqual(
      [],
    );
    const [applied, requested] = await settingEntries();
    expect(applied).toMatchObject({
      kind: 'settings.approval',
      actor: { id: DEMO_ADMIN.id },
      before: { thresholdUsd: 1_000_000 },
      after: { thresholdUsd: 5_000_000, confirmedBy: null },
    });
    expect(requested).toMatchObject({ kind: 'settings.approval_requested' });
  });

  it('counts a due change for the four-eyes rule before anyone reads the settings', async () => {
    await ask(5_000_000);
    await letTimePass();
    const member = await signedIn(DEMO_MEMBER, 'member');
    // $20,000: above the default $10,000, under the $50,000 asked for.
    const request = dataOf(
      await member.post('/funding-requests/member/create', {
        title: 'Above the old threshold',
        story: 'Needs one approval under the new one.',
        category: 'community',
        amountRequested: 2_000_000,
      }),
      endpoints.submitFundingRequest.response,
    );
    const approved = dataOf(
      await reviewer.patch(`/funding-requests/dashboard/update-funding-request/${request.id}`, {
        status: 'approved',
      }),
      endpoints.updateFundingRequest.response,
    );
    expect(approved.status).toBe('approved');
  });

  it('is refused to every other role', async () => {
    errorOf(await reviewer.put(SETTINGS, { thresholdUsd: 1 }), 403);
    errorOf(await reviewer.post(CONFIRM), 403);
    errorOf(await reviewer.delete(PENDING), 403);
  });
});

describe('a threshold change with two owners', () => {
  // An owner the demo owner did not bring in: one they invited could not confirm their change.
  let second: Awaited<ReturnType<typeof foundingOwner>>;
  beforeAll(async () => {
    second = await foundingOwner(api);
  });

  it('can be cancelled by the asker only, and then never applies', async () => {
    await ask(7_000_000, second.client);
    expect(errorOf(await owner.delete(PENDING), 403).message).toBe(NOT_YOUR_APPROVAL_CHANGE);
    expect(
      dataOf(await second.client.delete(PENDING), endpoints.cancelApprovalChange.response),
    ).toEqual({ thresholdUsd: 1_000_000, pending: null });
    expect(errorOf(await owner.post(CONFIRM), 409).statusCode).toBe(409);
    expect((await settingEntries()).slice(0, 2)).toMatchObject([
      { kind: 'settings.approval_cancelled', actor: { id: second.id } },
      { kind: 'settings.approval_requested', actor: { id: second.id } },
    ]);
  });

  it('applies only when the other owner confirms it, naming both', async () => {
    const asked = await ask(3_000_000);
    expect(asked.pending).toMatchObject({ thresholdUsd: 3_000_000, effectiveAt: null });
    expect((await settings(second.client)).pending?.requestedBy.id).toBe(DEMO_ADMIN.id);
    expect((await settings()).thresholdUsd).toBe(1_000_000);

    const confirmed = dataOf(
      await second.client.post(CONFIRM),
      endpoints.confirmApprovalChange.response,
    );
    expect(confirmed).toEqual({ thresholdUsd: 3_000_000, pending: null });
    expect(await settings()).toEqual(confirmed);
    const [applied] = await settingEntries();
    expect(applied).toMatchObject({
      kind: 'settings.approval',
      actor: { id: second.id },
      after: { thresholdUsd: 3_000_000, requestedBy: DEMO_ADMIN.name },
    });
    expect(applied!.after!.confirmedBy).toBeTruthy();
    expect(await notificationTitles(reviewer)).toContain('Approval threshold changed');
  });
});
