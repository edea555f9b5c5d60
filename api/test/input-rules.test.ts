import {
  COMMON_PASSWORD,
  endpoints,
  HIDDEN_CHARACTER_NAME,
  INVISIBLE_NAME,
  PASSWORD_CONTAINS_EMAIL,
  PASSWORD_CONTAINS_NAME,
  STAFF_NAME_TAKEN,
} from '@backoffice/shared/contract';
import { commonPasswordCount } from '../src/auth/common-passwords';
import { DEMO_MEMBER, DEMO_REVIEWER, type TestApi } from '../src/testing';
import { client, dataOf, errorOf, startWithAdminForFile } from './helpers';
import { activeStaff, invite, mailedLink, tokenOf } from './staff-helpers';

const started = startWithAdminForFile();
const api = (): TestApi => started.api;

describe('staff passwords', () => {
  it('ships a list of at least 10 000 common passwords', () => {
    expect(commonPasswordCount()).toBeGreaterThanOrEqual(10_000);
  });

  it('refuses a common or personal password set from a link, and the link still works after', async () => {
    const invitation = await invite(started.admin, 'reviewer');
    const token = tokenOf(await mailedLink(api(), invitation.sentTo));
    const setPassword = (password: string) =>
      client(api().url).post('/auth/set-password', { token, password });
    const local = invitation.staff.email.split('@')[0]!;
    for (const [password, message] of [
      ['password1234', COMMON_PASSWORD],
      [`my-${local}-pass`, PASSWORD_CONTAINS_EMAIL],
      [`${invitation.staff.name.toUpperCase()} 2026!`, PASSWORD_CONTAINS_NAME],
    ] as const) {
      const refusal = errorOf(await setPassword(password), 400);
      expect(refusal).toMatchObject({ message, field: 'password' });
    }
    expect((await setPassword('a sound and long passphrase')).status).toBe(200);
  });

  it('refuses a common or personal new password when changing your own', async () => {
    const person = await activeStaff(api(), started.admin, 'support');
    const change = (newPassword: string) =>
      person.client.put('/auth/password', { currentPassword: person.password, newPassword });
    expect(errorOf(await change('qwerty123456'), 400)).toMatchObject({
      message: COMMON_PASSWORD,
      field: 'newPassword',
    });
    const local = person.email.split('@')[0]!;
    expect(errorOf(await change(`${local}!!`), 400).message).toBe(PASSWORD_CONTAINS_EMAIL);
    expect((await change('another sound passphrase')).status).toBe(200);
  });
});

describe('names', () => {
  const inviteNamed = (name: string) =>
    started.admin.post('/staff/invitations', {
      name,
      email: `named-${Date.now()}-${Math.random().toString(36).slice(2)}@backoffice.test`,
      role: 'support',
    });

  it('refuses a staff name of invisible characters only, and trims the others', async () => {
    for (const name of ['\u200b', ' \u200b\u200d ', '\u2060\ufeff']) {
      expect(errorOf(await inviteNamed(name), 400)).toMatchObject({
        message: `name: ${INVISIBLE_NAME}`,
        field: 'name',
      });
    }
    const trimmed = dataOf(await inviteNamed('  Tess Trimmed  '), endpoints.inviteStaff.response);
    expect(trimmed.staff.name).toBe('Tess Trimmed');
  });

  it('refuses a staff name another account has, whatever its capitals', async () => {
    const refusal = errorOf(await inviteNamed(DEMO_REVIEWER.name.toUpperCase()), 409);
    expect(refusal).toMatchObject({ message: STAFF_NAME_TAKEN, field: 'name' });
  });

  it('refuses look-alike names: hidden characters, or the skeleton of an existing name', async () => {
    for (const name of ['Riley Reviewer\u200b', '\u202eevil', 'Ana\u2066 Reviewer']) {
      expect(errorOf(await inviteNamed(name), 400)).toMatchObject({
        message: `name: ${HIDDEN_CHARACTER_NAME}`,
        field: 'name',
      });
    }
    // NFKC makes a no-break space a space: the same name as the demo owner's.
    for (const name of [
      'Alex\u00a0Admin',
      '\u0410lex Admin',
      'Ｒiley Reviewer',
      'Rіley Reviewer',
    ]) {
      expect(errorOf(await inviteNamed(name), 409), name).toMatchObject({
        message: STAFF_NAME_TAKEN,
        field: 'name',
      });
    }
    const normalised = dataOf(
      await inviteNamed('Ｎoor\u00a0Nakamura'),
      endpoints.inviteStaff.response,
    );
    expect(normalised.staff.name).toBe('Noor Nakamura');
  });

  it("refuses a member's name of invisible characters only", async () => {
    const refusal = errorOf(
      await started.admin.patch(`/user/admin/update-user/${DEMO_MEMBER.id}`, {
        fullName: '\u200b\u200b',
      }),
      400,
    );
    expect(refusal.message).toContain(INVISIBLE_NAME);
  });
});
