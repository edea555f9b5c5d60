import { endpoints, type AuditEntry } from '@backoffice/shared/contract';
import {
  DEMO_ADMIN,
  DEMO_AUDITOR,
  DEMO_MEMBER,
  DEMO_REVIEWER,
  signinAs,
  startApi,
  type TestApi,
} from '../src/testing';
import { client, dataOf, errorOf } from './helpers';

let api: TestApi;
let owner: ReturnType<typeof client>;
let reviewer: ReturnType<typeof client>;
let auditor: ReturnType<typeof client>;

const signedIn = async (account: { email: string; password: string }) =>
  client(api.url, (await signinAs(api.url, account.email, account.password)).access_token);

beforeAll(async () => {
  api = await startApi();
  owner = await signedIn(DEMO_ADMIN);
  reviewer = await signedIn(DEMO_REVIEWER);
  auditor = await signedIn(DEMO_AUDITOR);
});
afterAll(() => api?.close());

const trail = async (query: Record<string, string | number> = {}) =>
  dataOf(
    await auditor.get('/audit/entries', { limit: 100, ...query }),
    endpoints.auditTrail.response,
  );

const totalEntries = async () => (await trail({ limit: 1 })).total;

/** Runs a change and returns the entries it wrote (newest first). */
async function entriesWrittenBy(change: () => Promise<unknown>): Promise<AuditEntry[]> {
  const before = await totalEntries();
  await change();
  const after = await trail({ limit: 100 });
  return after.items.slice(0, after.total - before);
}

async function pendingRequestId(skip: number): Promise<string> {
  const list = dataOf(
    await owner.get('/funding-requests/dashboard/funding/list', { status: 'pending', limit: 50 }),
    endpoints.fundingList.response,
  );
  return list.items[skip]!.id;
}

describe('the audit trail', () => {
  it('records one entry per state change, with who, what, before and after', async () => {
    const fundingId = await pendingRequestId(0);
    const cases: [string, () => Promise<unknown>, Partial<AuditEntry>][] = [
      [
        'funding status',
        () =>
          reviewer.patch(`/funding-requests/dashboard/update-funding-request/${fundingId}`, {
            status: 'under_review',
          }),
        {
          kind: 'funding.status',
          actor: { id: DEMO_REVIEWER.id, name: DEMO_REVIEWER.name },
          entity: { type: 'funding_request', id: fundingId },
          before: { status: 'pending' },
          after: { status: 'under_review' },
        },
      ],
      [
        'note',
        () =>
          reviewer.post(`/funding-requests/dashboard/send-note/${fundingId}`, { content: 'Hi' }),
        { kind: 'funding.note', after: { note: 'Hi' } },
      ],
      [
        'private note',
        () =>
          reviewer.put(`/funding-requests/dashboard/private-note/${fundingId}`, { note: 'Mine' }),
        { kind: 'funding.private_note', after: { privateNote: 'Mine' } },
      ],
      [
        'member verify',
        () => owner.patch(`/user/admin/update-user/${DEMO_MEMBER.id}`, { fullName: 'Morgan M.' }),
        {
          kind: 'member.update',
          entity: { type: 'member', id: DEMO_MEMBER.id },
          before: { fullName: DEMO_MEMBER.name },
          after: { fullName: 'Morgan M.' },
        },
      ],
      [
        'coupon create',
        () =>
          owner.post('/coupons/create', {
            code: 'AUDITED1',
            discountType: 'percent',
            value: 10,
            startsAt: new Date().toISOString(),
          }),
        { kind: 'coupon.create', actor: { id: DEMO_ADMIN.id, name: DEMO_ADMIN.name } },
      ],
    ];
    for (const [label, change, expected] of cases) {
      const written = await entriesWrittenBy(change);
      expect(written, label).toHaveLength(1);
      expect(written[0], label).toMatchObject(expected);
    }

    const couponId = (await trail({ kind: 'coupon.create' })).items[0]!.entity.id;
    const edited = await entriesWrittenBy(() =>
      owner.patch(`/coupons/update/${couponId}`, { description: 'Ten off' }),
    );
    expect(edited).toMatchObject([
      { kind: 'coupon.update', before: { description: '' }, after: { description: 'Ten off' } },
    ]);
    const revoked = await entriesWrittenBy(() =>
      owner.patch(`/coupons/revoke/${couponId}`, { reason: 'Done' }),
    );
    expect(revoked).toMatchObject([{ kind: 'coupon.revoke', after: { revokeReason: 'Done' } }]);
  });

  it('records staff sign-in and sign-out', async () => {
    let token = '';
    const signin = await entriesWrittenBy(async () => {
      token = (await signinAs(api.url, DEMO_REVIEWER.email, DEMO_REVIEWER.password)).access_token;
    });
    expect(signin).toMatchObject([
      { kind: 'auth.signin', entity: { type: 'staff', id: DEMO_REVIEWER.id } },
    ]);
    const signout = await entriesWrittenBy(() => client(api.url, token).post('/auth/signout', {}));
    expect(signout).toMatchObject([{ kind: 'auth.signout' }]);
  });

  it('writes nothing for a change that fails', async () => {
    const fundingId = await pendingRequestId(1);
    const failures = [
      // Not an allowed transition (409).
      () =>
        owner.patch(`/funding-requests/dashboard/update-funding-request/${fundingId}`, {
          status: 'funded',
        }),
      // Duplicate code (409) after the insert reached the database.
      () =>
        owner.post('/coupons/create', {
          code: 'AUDITED1',
          discountType: 'percent',
          value: 5,
          startsAt: new Date().toISOString(),
        }),
      // Unknown member (404) and a refused role (403).
      () => owner.patch('/user/admin/update-user/MEM-NOPE', { verified: true }),
      () => reviewer.patch(`/user/admin/update-user/${DEMO_MEMBER.id}`, { verified: true }),
    ];
    for (const failure of failures) {
      const response = (await entriesWrittenBy(failure)) as unknown[];
      expect(response).toEqual([]);
    }
  });

  it('filters by person, kind, entity and day, and shows an entity its own history', async () => {
    const fundingId = await pendingRequestId(2);
    await reviewer.patch(`/funding-requests/dashboard/update-funding-request/${fundingId}`, {
      status: 'under_review',
    });
    const forRequest = await trail({ entityType: 'funding_request', entityId: fundingId });
    expect(forRequest.items.map((entry) => entry.kind)).toEqual(['funding.status']);
    const byReviewer = await trail({ actorId: DEMO_REVIEWER.id, kind: 'funding.status' });
    expect(byReviewer.items.every((entry) => entry.actor.id === DEMO_REVIEWER.id)).toBe(true);
    expect(byReviewer.items.some((entry) => entry.entity.id === fundingId)).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    expect((await trail({ from: today, to: today })).total).toBeGreaterThan(0);
    expect((await trail({ to: '2000-01-01' })).total).toBe(0);

    const own = dataOf(
      await reviewer.get('/audit/entity', { type: 'funding_request', id: fundingId }),
      endpoints.entityAudit.response,
    );
    expect(own).toEqual(forRequest.items);
    const actors = dataOf(await owner.get('/audit/actors'), endpoints.auditActors.response);
    expect(actors).toContainEqual({ id: DEMO_REVIEWER.id, name: DEMO_REVIEWER.name });
  });

  it('cannot be edited or deleted, through the api or in the database', async () => {
    const [entry] = (await trail({ limit: 1 })).items;
    errorOf(await owner.delete(`/audit/entries`), 404);
    errorOf(await owner.patch(`/audit/entries`, {}), 404);
    await expect(
      api.db.query('DELETE FROM audit_entries WHERE id = $1', [entry!.id]),
    ).rejects.toThrow(/cannot be changed or deleted/);
  });
});

describe('the trail names each record as the screens do', () => {
  it("gives a coupon's code and a setting's label beside the id", async () => {
    const code = `NAMED${Date.now().toString(36).toUpperCase()}`;
    const created = await owner.post('/coupons/create', {
      code,
      description: 'Named in the trail',
      discountType: 'percent',
      value: 10,
      currency: 'USD',
      startsAt: new Date().toISOString(),
    });
    expect(created.status).toBe(200);
    expect((await owner.put('/settings/approval', { thresholdUsd: 2_500_000 })).status).toBe(202);
    expect((await owner.delete('/settings/approval/pending')).status).toBe(200);
    const [coupon] = (await trail({ entityType: 'coupon', limit: 1 })).items;
    expect(coupon!.entity).toMatchObject({ type: 'coupon', name: code });
    const approval = await trail({ entityType: 'setting', entityId: 'approval_threshold_usd' });
    expect(approval.items.length).toBeGreaterThanOrEqual(2);
    for (const entry of approval.items) expect(entry.entity.name).toBe('Approval threshold');
  });
});
