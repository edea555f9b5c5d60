import {
  SET_PASSWORD_LINK_INVALID,
  WRONG_CURRENT_PASSWORD,
  endpoints,
} from '@backoffice/shared/contract';
import { signinAs } from '../src/testing';
import { client, dataOf, errorOf, startWithAdminForFile } from './helpers';
import { activeStaff, auditCount, invite, mailedLink, tokenOf } from './staff-helpers';

const started = startWithAdminForFile();
const publicClient = () => client(started.api.url);

const setPassword = (token: string, password: string) =>
  publicClient().post('/auth/set-password', { token, password });

/** Whether this email and password sign in (any refusal is false). */
async function signsIn(email: string, password: string): Promise<boolean> {
  const response = await publicClient().post('/auth/signin/admin', { email, password });
  return response.status === 200;
}

const linkAccount = (token: string) => publicClient().get('/auth/set-password', { token });

describe('one-time links that set a staff password (issue 21)', () => {
  it("names a link's account before it is used, without using it; a used link names nobody", async () => {
    const invitation = await invite(started.admin, 'reviewer');
    const token = tokenOf(await mailedLink(started.api, invitation.staff.email));
    const read = await linkAccount(token);
    expect(read.status).toBe(200);
    expect(endpoints.passwordLinkAccount.response.parse(read.body)).toEqual({
      name: invitation.staff.name,
      email: invitation.staff.email,
      purpose: 'invite',
    });
    // Read twice, still unused: the password can be set.
    expect((await linkAccount(token)).status).toBe(200);
    expect((await setPassword(token, 'a-long-new-password')).status).toBe(200);
    expect(errorOf(await linkAccount(token), 400).message).toBe(SET_PASSWORD_LINK_INVALID);
    expect(errorOf(await linkAccount('no-such-token'), 400).field).toBe('token');
  });

  it('an invitation link sets the password once; the person then signs in', async () => {
    const invitation = await invite(started.admin, 'reviewer');
    const token = tokenOf(await mailedLink(started.api, invitation.staff.email));
    expect(await signsIn(invitation.staff.email, 'never-set-password')).toBe(false);
    const before = await auditCount(started.api);
    const set = await setPassword(token, 'a-long-new-password');
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ email: invitation.staff.email });
    expect((await auditCount(started.api)) - before).toBe(1);
    const session = await signinAs(started.api.url, invitation.staff.email, 'a-long-new-password');
    expect(session.user.staffRole).toBe('reviewer');

    const beforeReuse = await auditCount(started.api);
    const again = errorOf(await setPassword(token, 'another-long-password'), 400);
    expect(again.message).toBe(SET_PASSWORD_LINK_INVALID);
    expect(await auditCount(started.api)).toBe(beforeReuse);
    // Only a hash of the token is stored.
    const stored = await started.api.db.query(
      'SELECT 1 FROM staff_password_links WHERE token_hash = $1',
      [token],
    );
    expect(stored).toHaveLength(0);
  });

  it('refuses an expired link, an unknown one and a short password, writing nothing', async () => {
    const invitation = await invite(started.admin);
    const link = await mailedLink(started.api, invitation.staff.email);
    await started.api.db.query(
      "UPDATE staff_password_links SET expires_at = now() - interval '1 second' WHERE staff_id = $1",
      [invitation.staff.id],
    );
    const before = await auditCount(started.api);
    const expired = errorOf(await setPassword(tokenOf(link), 'a-long-new-password'), 400);
    expect(expired.message).toBe(SET_PASSWORD_LINK_INVALID);
    errorOf(await setPassword('no-such-token', 'a-long-new-password'), 400);
    const short = errorOf(await setPassword(tokenOf(link), 'short'), 400);
    expect(short.field).toBe('password');
    const blank = errorOf(await setPassword(tokenOf(link), ' '.repeat(16)), 400);
    expect(blank).toMatchObject({ field: 'password' });
    expect(blank.message).toContain('A password cannot be only spaces');
    expect(await auditCount(started.api)).toBe(before);
  });

  it('a reset ends the sessions at once and mails a link that replaces the password', async () => {
    const person = await activeStaff(started.api, started.admin);
    const before = await auditCount(started.api);
    const reset = dataOf(
      await started.admin.post(`/staff/${person.id}/password-reset`),
      endpoints.resetStaffPassword.response,
    );
    expect(reset).toMatchObject({ purpose: 'reset', sentTo: person.email });
    expect((await auditCount(started.api)) - before).toBe(1);
    // The session that was open when the owner pressed Reset is over, before the link is used.
    errorOf(await person.client.get('/notification'), 401);
    expect(await signsIn(person.email, person.password)).toBe(true);
    const link = await mailedLink(started.api, person.email);
    expect((await setPassword(tokenOf(link), 'the-reset-password')).status).toBe(200);
    expect(await signsIn(person.email, person.password)).toBe(false);
    expect(await signsIn(person.email, 'the-reset-password')).toBe(true);
    errorOf(await person.client.get('/notification'), 401);
  });

  it('a newer link replaces an older unused one', async () => {
    const person = await activeStaff(started.api, started.admin);
    await started.admin.post(`/staff/${person.id}/password-reset`);
    const first = await mailedLink(started.api, person.email);
    await started.admin.post(`/staff/${person.id}/password-reset`);
    errorOf(await setPassword(tokenOf(first), 'the-reset-password'), 400);
  });
});

describe('changing your own password (issue 21)', () => {
  it('needs the current password, and ends the other sessions but not this one', async () => {
    const person = await activeStaff(started.api, started.admin);
    const other = await signinAs(started.api.url, person.email, person.password);
    const before = await auditCount(started.api);
    const wrong = errorOf(
      await person.client.put('/auth/password', {
        currentPassword: 'not-the-password',
        newPassword: 'my-brand-new-password',
      }),
      400,
    );
    expect(wrong).toMatchObject({ message: WRONG_CURRENT_PASSWORD, field: 'currentPassword' });
    const blank = errorOf(
      await person.client.put('/auth/password', {
        currentPassword: person.password,
        newPassword: ' '.repeat(12),
      }),
      400,
    );
    expect(blank.field).toBe('newPassword');
    expect(await auditCount(started.api)).toBe(before);

    const changed = await person.client.put('/auth/password', {
      currentPassword: person.password,
      newPassword: 'my-brand-new-password',
    });
    expect(dataOf(changed, endpoints.changeOwnPassword.response)).toEqual({ changed: true });
    expect((await auditCount(started.api)) - before).toBe(1);
    expect((await person.client.get('/notification')).status).toBe(200);
    errorOf(await client(started.api.url, other.access_token).get('/notification'), 401);
    expect(await signsIn(person.email, person.password)).toBe(false);
    expect(await signsIn(person.email, 'my-brand-new-password')).toBe(true);
  });
});
