import {
  EMAIL_TAKEN,
  endpoints,
  LAST_OWNER,
  NO_SELF_CHANGE,
  SESSION_CLOSED_MESSAGES,
  SET_PASSWORD_PATH,
} from '@backoffice/shared/contract';
import { DEMO_ADMIN, DEMO_REVIEWER, DEMO_STAFF, signinAs } from '../src/testing';
import { client, dataOf, errorOf, socketsClosedAfterEach, startWithAdminForFile } from './helpers';
import { activeStaff, auditCount, invite, mailedLink } from './staff-helpers';

const started = startWithAdminForFile();
const connect = socketsClosedAfterEach(() => started.api.url);

/** Runs a change and says how many audit entries it wrote. */
async function auditEntriesOf(change: () => Promise<unknown>): Promise<number> {
  const before = await auditCount(started.api);
  await change();
  return (await auditCount(started.api)) - before;
}

describe('Settings → Staff (issue 21)', () => {
  it('lists every staff account with its role and status, for owners only', async () => {
    const invited = await invite(started.admin);
    const list = dataOf(await started.admin.get('/staff'), endpoints.staffList.response);
    for (const staff of DEMO_STAFF) {
      expect(list).toContainEqual(
        expect.objectContaining({ email: staff.email, role: staff.staffRole, status: 'active' }),
      );
    }
    expect(list.find((staff) => staff.id === DEMO_ADMIN.id)?.lastSignInAt).not.toBeNull();
    expect(list.find((staff) => staff.id === invited.staff.id)).toMatchObject({
      status: 'invited',
      lastSignInAt: null,
    });
    const reviewer = await signinAs(started.api.url, DEMO_REVIEWER.email, DEMO_REVIEWER.password);
    errorOf(await client(started.api.url, reviewer.access_token).get('/staff'), 403);
  });

  it('changes a role with one audit entry; the next call uses the new role', async () => {
    const person = await activeStaff(started.api, started.admin, 'support');
    errorOf(await person.client.get('/audit/entries'), 403);
    const written = await auditEntriesOf(async () => {
      const changed = dataOf(
        await started.admin.patch(`/staff/${person.id}/role`, { role: 'auditor' }),
        endpoints.changeStaffRole.response,
      );
      expect(changed.role).toBe('auditor');
    });
    expect(written).toBe(1);
    expect((await person.client.get('/audit/entries')).status).toBe(200);
    // Saving the same role again changes nothing and records nothing.
    expect(
      await auditEntriesOf(() =>
        started.admin.patch(`/staff/${person.id}/role`, { role: 'auditor' }),
      ),
    ).toBe(0);
  });

  it('GET /auth/me answers the caller with the role an owner gave them since they signed in', async () => {
    const person = await activeStaff(started.api, started.admin, 'support');
    expect(person.session.user.staffRole).toBe('support');
    await started.admin.patch(`/staff/${person.id}/role`, { role: 'auditor' });
    const me = dataOf(await person.client.get('/auth/me'), endpoints.currentUser.response);
    expect(me).toEqual({ ...person.session.user, staffRole: 'auditor' });
    await started.admin.patch(`/staff/${person.id}/disabled`, { disabled: true });
    errorOf(await person.client.get('/auth/me'), 401);
  });

  it('refuses an owner demoting or disabling themselves, and writes nothing', async () => {
    const written = await auditEntriesOf(async () => {
      const demote = errorOf(
        await started.admin.patch(`/staff/${DEMO_ADMIN.id}/role`, { role: 'reviewer' }),
        409,
      );
      expect(demote.message).toBe(NO_SELF_CHANGE);
      const disable = errorOf(
        await started.admin.patch(`/staff/${DEMO_ADMIN.id}/disabled`, { disabled: true }),
        409,
      );
      expect(disable.message).toBe(NO_SELF_CHANGE);
    });
    expect(written).toBe(0);
  });

  it('never leaves the platform without an active owner', async () => {
    const second = await activeStaff(started.api, started.admin, 'reviewer');
    await started.admin.patch(`/staff/${second.id}/role`, { role: 'owner' });
    // Two owners demoting each other at once: the second one's demotion lands first, behind the
    // api's in-memory directory (which still lets them call as an owner).
    await started.api.db.query("UPDATE admins SET role = 'reviewer' WHERE id = $1", [second.id]);
    const written = await auditEntriesOf(async () => {
      const refused = errorOf(
        await second.client.patch(`/staff/${DEMO_ADMIN.id}/role`, { role: 'reviewer' }),
        409,
      );
      expect(refused.message).toBe(LAST_OWNER);
      const disable = errorOf(
        await second.client.patch(`/staff/${DEMO_ADMIN.id}/disabled`, { disabled: true }),
        409,
      );
      expect(disable.message).toBe(LAST_OWNER);
    });
    expect(written).toBe(0);
    const [admin] = await started.api.db.query<{ role: string }>(
      'SELECT role FROM admins WHERE id = $1',
      [DEMO_ADMIN.id],
    );
    expect(admin?.role).toBe('owner');
  });

  it('disabling ends the sessions and sockets at once; enabling lets the person sign in anew', async () => {
    const person = await activeStaff(started.api, started.admin);
    const { socket, events } = await connect(person.session.access_token);
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const written = await auditEntriesOf(async () => {
      const disabled = dataOf(
        await started.admin.patch(`/staff/${person.id}/disabled`, { disabled: true }),
        endpoints.setStaffDisabled.response,
      );
      expect(disabled.status).toBe('disabled');
    });
    expect(written).toBe(1);
    expect(await disconnected).toBe('io server disconnect');
    expect(events.named('connectionError')).toContainEqual({
      message: SESSION_CLOSED_MESSAGES.deactivated,
    });
    errorOf(await person.client.get('/notification'), 401);
    errorOf(
      await client(started.api.url).post('/auth/refresh', {
        refresh_token: person.session.refresh_token,
      }),
      401,
    );
    const signin = await client(started.api.url).post('/auth/signin/admin', {
      email: person.email,
      password: person.password,
    });
    expect(errorOf(signin, 403).message).toBe('This account is disabled');

    expect(
      await auditEntriesOf(() =>
        started.admin.patch(`/staff/${person.id}/disabled`, { disabled: false }),
      ),
    ).toBe(1);
    // The sign-in from before the disable stays ended; a new one works.
    errorOf(await person.client.get('/notification'), 401);
    const again = await signinAs(started.api.url, person.email, person.password);
    expect(again.user.staffRole).toBe('support');
  });

  it('invites with a link to the dashboard; an email is used once, whatever its case', async () => {
    const invitation = await invite(started.admin, 'reviewer');
    const link = new URL(await mailedLink(started.api, invitation.staff.email));
    expect(`${link.origin}${link.pathname}`).toBe(`http://localhost:3000${SET_PASSWORD_PATH}`);
    expect(invitation.staff).toMatchObject({ role: 'reviewer', status: 'invited' });
    const written = await auditEntriesOf(async () => {
      const taken = errorOf(
        await started.admin.post('/staff/invitations', {
          name: 'Twin',
          email: invitation.staff.email.toUpperCase(),
          role: 'support',
        }),
        409,
      );
      expect(taken).toMatchObject({ message: EMAIL_TAKEN, field: 'email' });
    });
    expect(written).toBe(0);
  });
});
