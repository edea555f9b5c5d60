import {
  endpoints,
  NO_PENDING_ROLE_GRANT,
  NO_SELF_CHANGE,
  INVITATION_WAITING,
  OWN_ROLE_GRANT,
  roleGrantWaiting,
  type StaffRole,
} from '@backoffice/shared/contract';
import { DEMO_ADMIN, DEMO_MEMBER, type TestApi } from '../src/testing';
import {
  client,
  dataOf,
  errorOf,
  signedInClient,
  startWithAdminForFile,
  type Client,
} from './helpers';
import { activeStaff, foundingOwner, invite, mailedLink, tokenOf } from './staff-helpers';

/**
 * Granting a role that can approve or own waits for a second owner the asker is not tied to
 * (shared/src/contract/role-grant.ts, docs/security.md, "A role grant that can approve or own needs a second owner").
 */

const started = startWithAdminForFile();
let api: TestApi;
let owner: Client;

beforeAll(() => {
  ({ api, admin: owner } = started);
});

const change = (id: string, role: StaffRole, caller = owner) =>
  caller.patch(`/staff/${id}/role`, { role });
const member = (response: Awaited<ReturnType<Client['get']>>) =>
  dataOf(response, endpoints.changeStaffRole.response);
const confirm = (id: string, caller: Client) => caller.post(`/staff/${id}/role/confirm`);
const cancel = (id: string, caller: Client) => caller.post(`/staff/${id}/role/cancel`);

async function storedRole(id: string): Promise<string | undefined> {
  const [row] = await api.db.query<{ role: string }>('SELECT role FROM admins WHERE id = $1', [id]);
  return row?.role;
}

/** The account's trail, newest first. */
const entriesOf = async (id: string) =>
  dataOf(
    await owner.get('/audit/entries', { entityType: 'staff', entityId: id, limit: 100 }),
    endpoints.auditTrail.response,
  ).items;

const notificationTitles = async (caller: Client) =>
  dataOf(
    await caller.get('/notification', { limit: 100 }),
    endpoints.notifications.response,
  ).items.map((notification) => notification.title);

describe('a role grant with no other owner', () => {
  it('applies at once, as on an install with one owner', async () => {
    const person = await activeStaff(api, owner, 'support');
    const response = await change(person.id, 'reviewer');
    expect(response.status).toBe(200);
    expect(member(response)).toMatchObject({ role: 'reviewer', pendingRole: null });
    expect(await storedRole(person.id)).toBe('reviewer');
    expect((await entriesOf(person.id))[0]).toMatchObject({
      kind: 'staff.role',
      actor: { id: DEMO_ADMIN.id },
      after: { role: 'reviewer' },
    });
  });

  it('applies at once when the only other owner is one the asker made', async () => {
    await activeStaff(api, owner, 'owner');
    const person = await activeStaff(api, owner, 'support');
    expect((await change(person.id, 'owner')).status).toBe(200);
    expect(await storedRole(person.id)).toBe('owner');
  });
});

describe('a role grant with a second owner', () => {
  let founder: Awaited<ReturnType<typeof foundingOwner>>;
  beforeAll(async () => {
    founder = await foundingOwner(api);
  });

  it.each(['reviewer', 'owner'] as const)(
    'to %s waits (202) for another owner, audited, and the owners hear of it',
    async (role) => {
      const person = await activeStaff(api, owner, 'support');
      const response = await change(person.id, role);
      expect(response.status).toBe(202);
      const waiting = member(response);
      expect(waiting).toMatchObject({
        role: 'support',
        pendingRole: { role, requestedBy: { id: DEMO_ADMIN.id, name: DEMO_ADMIN.name } },
      });
      expect(await storedRole(person.id)).toBe('support');
      expect((await entriesOf(person.id))[0]).toMatchObject({
        kind: 'staff.role_requested',
        actor: { id: DEMO_ADMIN.id },
        before: { role: 'support' },
        after: { role },
      });
      expect(await notificationTitles(founder.client)).toContain('Role change requested');
      // Another role waits its turn; asking again for the same one changes nothing.
      expect(errorOf(await change(person.id, 'auditor'), 409).message).toBe(
        roleGrantWaiting(waiting.pendingRole!),
      );
      expect((await change(person.id, role)).status).toBe(202);
    },
  );

  it.each(['finance', 'auditor'] as const)(
    'to %s, a role that cannot approve, applies at once',
    async (role) => {
      const person = await activeStaff(api, owner, 'support');
      const response = await change(person.id, role);
      expect(response.status).toBe(200);
      expect(member(response)).toMatchObject({ role, pendingRole: null });
    },
  );

  it('is applied by another owner’s confirmation, audited with both names', async () => {
    const person = await activeStaff(api, owner, 'support');
    await change(person.id, 'reviewer');
    const confirmed = member(await confirm(person.id, founder.client));
    expect(confirmed).toMatchObject({ role: 'reviewer', pendingRole: null });
    expect(await storedRole(person.id)).toBe('reviewer');
    expect((await entriesOf(person.id))[0]).toMatchObject({
      kind: 'staff.role',
      actor: { id: founder.id },
      before: { role: 'support' },
      after: { role: 'reviewer', requestedBy: DEMO_ADMIN.name, requestedById: DEMO_ADMIN.id },
    });
    expect(await notificationTitles(owner)).toContain('Role changed');
    errorOf(await confirm(person.id, founder.client), 409);
  });

  it('keeps the asker tied to the account it empowered once confirmed', async () => {
    const person = await activeStaff(api, founder.client, 'support');
    await change(person.id, 'reviewer');
    await confirm(person.id, founder.client);
    const asMember = await signedInClient(api.url, DEMO_MEMBER, 'member');
    const request = dataOf(
      await asMember.post('/funding-requests/member/create', {
        title: `Role grant ${Date.now()}`,
        story: 'Above the threshold, so it needs two people.',
        category: 'community',
        amountRequested: 3_100_000,
      }),
      endpoints.submitFundingRequest.response,
    );
    const approve = (caller: Client) =>
      caller.patch(`/funding-requests/dashboard/update-funding-request/${request.id}`, {
        status: 'approved',
      });
    dataOf(await approve(owner), endpoints.updateFundingRequest.response);
    expect(errorOf(await approve(person.client), 403).message).toMatch(
      /^You were given your role by Alex Admin, who gave the first approval\./,
    );
  });

  it('is refused to the asker, and stays waiting', async () => {
    const person = await activeStaff(api, owner, 'support');
    await change(person.id, 'reviewer');
    expect(errorOf(await confirm(person.id, owner), 403).message).toBe(OWN_ROLE_GRANT);
    expect(await storedRole(person.id)).toBe('support');
  });

  it('is refused to an owner tied to the asker, saying how', async () => {
    const deputy = await activeStaff(api, owner, 'owner', founder.client);
    const person = await activeStaff(api, founder.client, 'support');
    expect((await change(person.id, 'reviewer')).status).toBe(202);
    expect(errorOf(await confirm(person.id, deputy.client), 403).message).toMatch(
      /^You were invited by Alex Admin, who asked for this role change\./,
    );
    expect(await storedRole(person.id)).toBe('support');
  });

  it('is refused to the owner it would empower', async () => {
    await api.db.query(
      "INSERT INTO staff_role_grants (staff_id, role, requested_by) VALUES ($1, 'owner', $2)",
      [founder.id, DEMO_ADMIN.id],
    );
    expect(errorOf(await confirm(founder.id, founder.client), 409).message).toBe(NO_SELF_CHANGE);
    await api.db.query('DELETE FROM staff_role_grants WHERE staff_id = $1', [founder.id]);
  });

  it('can be cancelled by any owner: the role stays, and nothing is left to confirm', async () => {
    const person = await activeStaff(api, owner, 'support');
    await change(person.id, 'owner');
    const cancelled = member(await cancel(person.id, founder.client));
    expect(cancelled).toMatchObject({ role: 'support', pendingRole: null });
    expect((await entriesOf(person.id))[0]).toMatchObject({
      kind: 'staff.role_cancelled',
      actor: { id: founder.id },
    });
    expect(errorOf(await confirm(person.id, founder.client), 409).message).toBe(
      NO_PENDING_ROLE_GRANT,
    );
    expect(await storedRole(person.id)).toBe('support');
  });
});

describe('an invitation straight into a role that can approve or own, with a second owner', () => {
  let founder: Awaited<ReturnType<typeof foundingOwner>>;
  beforeAll(async () => {
    founder = await foundingOwner(api);
  });

  const invited = async (role: 'reviewer' | 'owner') => {
    const invitation = await invite(owner, role);
    const password = 'held-password-1';
    const set = await client(api.url).post('/auth/set-password', {
      token: tokenOf(await mailedLink(api, invitation.staff.email)),
      password,
    });
    expect(set.status).toBe(200);
    return { ...invitation.staff, password };
  };
  const signIn = (person: { email: string; password: string }) =>
    client(api.url).post('/auth/signin/admin', { email: person.email, password: person.password });

  it.each(['reviewer', 'owner'] as const)(
    'as %s is held: the link sets a password, but sign-in waits for another owner',
    async (role) => {
      const person = await invited(role);
      expect(person.pendingRole).toMatchObject({ role, requestedBy: { id: DEMO_ADMIN.id } });
      expect(errorOf(await signIn(person), 403).message).toBe(
        `This account is ${INVITATION_WAITING}`,
      );
      expect(await notificationTitles(founder.client)).toContain('Role change requested');
      expect(errorOf(await confirm(person.id, owner), 403).message).toBe(OWN_ROLE_GRANT);

      expect(member(await confirm(person.id, founder.client))).toMatchObject({
        role,
        pendingRole: null,
      });
      expect((await signIn(person)).status).toBe(200);
    },
  );

  it('as support is not held', async () => {
    const person = await activeStaff(api, owner, 'support');
    expect(person.session.access_token).toBeTruthy();
  });

  it('cancelled, leaves the account disabled with its link dead, audited', async () => {
    const person = await invited('reviewer');
    const cancelled = member(await cancel(person.id, founder.client));
    expect(cancelled).toMatchObject({ status: 'disabled', pendingRole: null });
    expect(errorOf(await signIn(person), 403).message).toBe('This account is disabled');
    expect((await entriesOf(person.id)).map((entry) => entry.kind).slice(0, 2)).toEqual([
      'staff.disable',
      'staff.role_cancelled',
    ]);
  });
});
