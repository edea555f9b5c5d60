import { endpoints, type AuditEntry } from '@backoffice/shared/contract';
import {
  DEMO_ADMIN,
  DEMO_AUDITOR,
  DEMO_MEMBER,
  DEMO_REVIEWER,
  DEMO_STAFF,
  DEMO_SUPPORT,
  startApi,
  type TestApi,
} from '../src/testing';
import { dataOf, errorOf, signedInClient, type Client } from './helpers';

let api: TestApi;
let owner: Client;
let reviewer: Client;
let support: Client;
let finance: Client;
let auditor: Client;
let member: Client;

const DEMO_FINANCE = DEMO_STAFF.find((account) => account.staffRole === 'finance')!;

const signedIn = (account: { email: string; password: string }, as?: 'member') =>
  signedInClient(api.url, account, as);

beforeAll(async () => {
  api = await startApi();
  owner = await signedIn(DEMO_ADMIN);
  reviewer = await signedIn(DEMO_REVIEWER);
  support = await signedIn(DEMO_SUPPORT);
  finance = await signedIn(DEMO_FINANCE);
  auditor = await signedIn(DEMO_AUDITOR);
  member = await signedIn(DEMO_MEMBER, 'member');
});
afterAll(() => api?.close());

const history = (caller: Client, type: string, id: string) =>
  caller.get('/audit/entity', { type, id });

const verify = async () =>
  dataOf(await auditor.get('/audit/verify'), endpoints.auditVerify.response);

const latestOf = async (kind: string): Promise<AuditEntry | undefined> =>
  dataOf(await auditor.get('/audit/entries', { kind, limit: 1 }), endpoints.auditTrail.response)
    .items[0];

describe("an entity's own history follows the permission of the list it comes from", () => {
  it('refuses the threshold history to a reviewer', async () => {
    await owner.put('/settings/approval', { thresholdUsd: 1_234_500 });
    errorOf(await history(reviewer, 'setting', 'approval_threshold_usd'), 403);
    const entries = dataOf(
      await history(auditor, 'setting', 'approval_threshold_usd'),
      endpoints.entityAudit.response,
    );
    expect(entries.length).toBeGreaterThan(0);
  });

  it("refuses an admin's sign-ins to support staff", async () => {
    errorOf(await history(support, 'staff', DEMO_ADMIN.id), 403);
    const entries = dataOf(
      await history(owner, 'staff', DEMO_ADMIN.id),
      endpoints.entityAudit.response,
    );
    expect(entries.some((entry) => entry.kind === 'auth.signin')).toBe(true);
  });

  it("refuses an invitation's details to finance staff", async () => {
    const invitation = dataOf(
      await owner.post('/staff/invitations', {
        name: 'Quinn Invited',
        email: `quinn-${Date.now()}@backoffice.test`,
        role: 'reviewer',
      }),
      endpoints.inviteStaff.response,
    );
    const response = await history(finance, 'staff', invitation.staff.id);
    expect(JSON.stringify(response.body)).not.toContain(invitation.staff.email);
    errorOf(response, 403);
  });

  it('still shows every role the history of what its lists show', async () => {
    const [request] = dataOf(
      await reviewer.get('/funding-requests/dashboard/funding/list', { limit: 1 }),
      endpoints.fundingList.response,
    ).items;
    for (const caller of [reviewer, support, finance]) {
      expect((await history(caller, 'funding_request', request!.id)).status).toBe(200);
      expect((await history(caller, 'member', DEMO_MEMBER.id)).status).toBe(200);
    }
  });
});

describe('every state change is audited', () => {
  it('records creating, editing and deleting a saved reply', async () => {
    const created = dataOf(
      await support.post('/support/admin/saved-replies', { title: 'Audited', body: 'First body' }),
      endpoints.createSavedReply.response,
    );
    expect(await latestOf('saved_reply.create')).toMatchObject({
      actor: { id: DEMO_SUPPORT.id },
      entity: { type: 'saved_reply', id: created.id },
      after: { title: 'Audited', body: 'First body' },
    });
    await support.patch(`/support/admin/saved-replies/${created.id}`, {
      title: 'Audited',
      body: 'Second body',
    });
    expect(await latestOf('saved_reply.update')).toMatchObject({
      entity: { type: 'saved_reply', id: created.id },
      before: { body: 'First body' },
      after: { body: 'Second body' },
    });
    await support.delete(`/support/admin/saved-replies/${created.id}`);
    expect(await latestOf('saved_reply.delete')).toMatchObject({
      entity: { type: 'saved_reply', id: created.id },
      before: { title: 'Audited', body: 'Second body' },
    });
  });

  it("records a member's new funding request", async () => {
    const created = dataOf(
      await member.post('/funding-requests/member/create', {
        title: 'Audited request',
        story: 'Why it is needed',
        category: 'education',
        amountRequested: 50_000,
      }),
      endpoints.submitFundingRequest.response,
    );
    expect(await latestOf('funding.create')).toMatchObject({
      actor: { id: DEMO_MEMBER.id },
      entity: { type: 'funding_request', id: created.id },
      after: { title: 'Audited request', amountRequested: 50_000, status: 'pending' },
    });
  });
});

describe('the trail is tamper-evident', () => {
  it('verifies an intact chain, and finds an entry changed directly in the database', async () => {
    const intact = await verify();
    expect(intact.ok).toBe(true);
    expect(intact.checked).toBeGreaterThan(5);
    expect(intact.firstBroken).toBeUndefined();

    const [victim] = await api.db.query<{ id: string }>(
      'SELECT id FROM audit_entries ORDER BY seq LIMIT 1 OFFSET 3',
    );
    await api.db.query('ALTER TABLE audit_entries DISABLE TRIGGER audit_entries_append_only');
    await api.db.query("UPDATE audit_entries SET actor_name = 'Someone Else' WHERE id = $1", [
      victim!.id,
    ]);
    await api.db.query('ALTER TABLE audit_entries ENABLE TRIGGER audit_entries_append_only');
    const broken = await verify();
    expect(broken).toMatchObject({ ok: false, checked: intact.checked });
    expect(broken.firstBroken?.id).toBe(victim!.id);
    errorOf(await reviewer.get('/audit/verify'), 403);
  });

  it('refuses TRUNCATE like UPDATE and DELETE', async () => {
    await expect(api.db.query('TRUNCATE audit_entries')).rejects.toThrow(/cannot be changed/);
  });
});
