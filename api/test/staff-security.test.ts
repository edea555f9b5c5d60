import {
  adminSigninResponseSchema,
  endpoints,
  INVALID_MFA_CODE,
  NO_SELF_RESET,
  signinResponseSchema,
  STEP_UP_REASON,
  type AdminSigninResponse,
} from '@backoffice/shared/contract';
import { decodeJwt } from 'jose';
import { startMailCatcher, type MailCatcher } from '../src/mail/catcher';
import { DEMO_ADMIN, DEMO_REVIEWER, signinAs, startApi, type TestApi } from '../src/testing';
import { client, dataOf, errorOf, startWithAdminForFile } from './helpers';
import {
  activeStaff,
  caughtMail,
  codeOf,
  enrolledStaff,
  invite,
  mailedLink,
} from './staff-helpers';

const started = startWithAdminForFile();

async function passwordStep(api: TestApi, email: string, password: string) {
  const response = await client(api.url).post('/auth/signin/admin', { email, password });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return adminSigninResponseSchema.parse(response.body);
}

const mfaTokenOf = (answer: AdminSigninResponse) => {
  if (!('mfa_required' in answer)) throw new Error('Expected a two-factor challenge');
  return answer.mfa_token;
};

const codeStep = (api: TestApi, mfaToken: string, code: string) =>
  client(api.url).post('/auth/signin/admin/mfa', { mfa_token: mfaToken, code });

/** Makes the step-up window of the sign-in this access token belongs to lapse (11 minutes ago). */
const ageRecentAuth = (api: TestApi, accessToken: string) =>
  api.db.query(
    "UPDATE recent_auth SET authenticated_at = now() - interval '11 minutes' WHERE family = $1",
    [decodeJwt(accessToken).fam],
  );

describe('links go by email to the person, never back to the owner', () => {
  it('delivers the invitation through the SMTP catcher; the owner answer has no link', async () => {
    const response = await started.admin.post('/staff/invitations', {
      name: 'Mailed Person',
      email: 'mailed.person@backoffice.test',
      role: 'reviewer',
    });
    const answer = dataOf(response, endpoints.inviteStaff.response);
    expect(answer).toMatchObject({ purpose: 'invite', sentTo: 'mailed.person@backoffice.test' });
    expect(JSON.stringify(response.body)).not.toMatch(/token|set-password/);
    const [mail] = await caughtMail(started.api);
    expect(mail).toMatchObject({
      to: 'mailed.person@backoffice.test',
      subject: 'Your back-office invitation',
    });
    expect(mail!.text).toContain('Hello Mailed Person');
    expect(await mailedLink(started.api, 'mailed.person@backoffice.test')).toMatch(
      /^http:\/\/localhost:3000\/set-password\?token=/,
    );
  });

  it('an owner cannot reset their own password by link', async () => {
    const owner = await signinAs(started.api.url, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const before = (await caughtMail(started.api)).length;
    const refused = errorOf(
      await client(started.api.url, owner.access_token).post(
        `/staff/${owner.user.id}/password-reset`,
      ),
      403,
    );
    expect(refused.message).toBe(NO_SELF_RESET);
    expect(await caughtMail(started.api)).toHaveLength(before);
  });
});

describe('a deployment (not local mode)', () => {
  let catcher: MailCatcher;
  let api: TestApi;
  const logLines: string[] = [];

  beforeAll(async () => {
    catcher = await startMailCatcher(0);
    api = await startApi({
      localMode: false,
      smtpUrl: catcher.smtpUrl,
      signinAccountRateLimit: 6,
      logger: { level: 'trace', stream: { write: (line: string) => logLines.push(line) } },
    });
  });
  afterAll(async () => {
    await api?.close();
    await catcher?.close();
  });

  it('mails the link through SMTP_URL, never writes it to the log, and has no /dev/mail', async () => {
    const owner = await signinAs(api.url, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const invitation = await invite(client(api.url, owner.access_token), 'support');
    const [mail] = catcher.messages();
    expect(mail?.to).toBe(invitation.staff.email);
    const token = mail!.text.match(/token=([\w-]+)/)?.[1];
    expect(token).toBeTruthy();
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.join('\n')).not.toContain(token);
    errorOf(await client(api.url).get('/dev/mail'), 404);
  });

  it('limits wrong two-factor codes per account like sign-in', async () => {
    const owner = await signinAs(api.url, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const invitation = await invite(client(api.url, owner.access_token), 'reviewer');
    const link = catcher.messages()[0]!.text.match(/token=([\w-]+)/)![1]!;
    await client(api.url).post('/auth/set-password', { token: link, password: 'limit-password-1' });
    const session = await signinAs(api.url, invitation.staff.email, 'limit-password-1');
    const own = client(api.url, session.access_token);
    const { secret } = dataOf(await own.post('/auth/mfa/totp/setup'), endpoints.totpSetup.response);
    await own.post('/auth/mfa/totp/confirm', { code: codeOf(secret) });
    const challenge = mfaTokenOf(
      await passwordStep(api, invitation.staff.email, 'limit-password-1'),
    );
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push((await codeStep(api, challenge, '000000')).status);
    }
    expect(statuses).toContain(429);
    expect(statuses.slice(0, statuses.indexOf(429)).every((status) => status === 401)).toBe(true);
    // Limited means limited: the right code is refused too until the window passes.
    expect((await codeStep(api, challenge, codeOf(secret, 1))).status).toBe(429);
  });
});

describe('two-factor sign-in (TOTP)', () => {
  it('asks an enrolled account for a code; a good one signs in, a wrong or reused one does not', async () => {
    const person = await enrolledStaff(started.api, started.admin);
    const challenge = mfaTokenOf(await passwordStep(started.api, person.email, person.password));

    const wrong = errorOf(await codeStep(started.api, challenge, '123456'), 401);
    expect(wrong.message).toBe(INVALID_MFA_CODE);

    // The confirm used this step's code, so the next step's (one step of drift) signs in.
    const code = codeOf(person.secret, 1);
    const good = await codeStep(started.api, challenge, code);
    expect(good.status).toBe(200);
    const session = signinResponseSchema.parse(good.body);
    expect(session.user.email).toBe(person.email);
    expect((await client(started.api.url, session.access_token).get('/auth/me')).status).toBe(200);

    // The same code again, on a fresh challenge: refused (no replay); the used challenge is dead.
    const again = mfaTokenOf(await passwordStep(started.api, person.email, person.password));
    errorOf(await codeStep(started.api, again, code), 401);
    errorOf(await codeStep(started.api, challenge, codeOf(person.secret, 1)), 401);
  });

  it('takes each recovery code once', async () => {
    const person = await enrolledStaff(started.api, started.admin);
    const [recovery] = person.recoveryCodes;
    const first = mfaTokenOf(await passwordStep(started.api, person.email, person.password));
    expect((await codeStep(started.api, first, recovery!.toUpperCase())).status).toBe(200);
    const second = mfaTokenOf(await passwordStep(started.api, person.email, person.password));
    errorOf(await codeStep(started.api, second, recovery!), 401);
    const status = dataOf(await person.client.get('/auth/mfa'), endpoints.mfaStatus.response);
    expect(status).toMatchObject({ enrolled: true, recoveryCodesLeft: 9 });
  });

  it('turning two-factor off needs the password or a code', async () => {
    const person = await enrolledStaff(started.api, started.admin);
    const wrong = await person.client.request('DELETE', '/auth/mfa/totp', {
      body: { password: 'not-my-password' },
    });
    expect(errorOf(wrong, 400).field).toBe('password');
    const off = await person.client.request('DELETE', '/auth/mfa/totp', {
      body: { password: person.password },
    });
    expect(dataOf(off, endpoints.totpDisable.response)).toEqual({ disabled: true });
    const answer = await passwordStep(started.api, person.email, person.password);
    expect('access_token' in answer).toBe(true);
  });

  it('demo accounts sign in with a password alone until an owner requires two-factor for the role', async () => {
    const plain = await passwordStep(started.api, DEMO_REVIEWER.email, DEMO_REVIEWER.password);
    expect(plain).toMatchObject({ access_token: expect.any(String) });
    expect(plain).not.toHaveProperty('mfa_enrolment_required');

    const owner = await signinAs(started.api.url, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const ownerClient = client(started.api.url, owner.access_token);
    const set = await ownerClient.put('/settings/mfa', { requiredRoles: ['reviewer'] });
    expect(dataOf(set, endpoints.updateMfaPolicy.response)).toEqual({
      requiredRoles: ['reviewer'],
    });
    try {
      const required = await passwordStep(started.api, DEMO_REVIEWER.email, DEMO_REVIEWER.password);
      expect(required).toMatchObject({ mfa_enrolment_required: true });
    } finally {
      await ownerClient.put('/settings/mfa', { requiredRoles: [] });
    }
  });
});

describe('step-up for sensitive actions', () => {
  it('a role change without a recent password answers 403 step_up_required and changes nothing', async () => {
    const person = await activeStaff(started.api, started.admin, 'support');
    const owner = await signinAs(started.api.url, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const ownerClient = client(started.api.url, owner.access_token);
    await ageRecentAuth(started.api, owner.access_token);

    const refused = errorOf(
      await ownerClient.patch(`/staff/${person.id}/role`, { role: 'reviewer' }),
      403,
    );
    expect(refused.reason).toBe(STEP_UP_REASON);
    const [row] = await started.api.db.query<{ role: string }>(
      'SELECT role FROM admins WHERE id = $1',
      [person.id],
    );
    expect(row?.role).toBe('support');
    errorOf(await ownerClient.post(`/staff/${person.id}/password-reset`), 403);
    errorOf(await ownerClient.put('/settings/approval', { thresholdUsd: 1 }), 403);

    errorOf(await ownerClient.post('/auth/step-up', { password: 'wrong-password' }), 400);
    const stepped = await ownerClient.post('/auth/step-up', { password: DEMO_ADMIN.password });
    dataOf(stepped, endpoints.stepUp.response);
    const changed = await ownerClient.patch(`/staff/${person.id}/role`, { role: 'reviewer' });
    expect(dataOf(changed, endpoints.changeStaffRole.response).role).toBe('reviewer');
  });

  it('an enrolled owner steps up with a code', async () => {
    const person = await enrolledStaff(started.api, started.admin, 'owner');
    await ageRecentAuth(started.api, person.session.access_token);
    const policy = { requiredRoles: [] };
    errorOf(await person.client.put('/settings/mfa', policy), 403);
    errorOf(await person.client.post('/auth/step-up', { code: '000000' }), 400);
    const stepped = await person.client.post('/auth/step-up', { code: codeOf(person.secret, 1) });
    dataOf(stepped, endpoints.stepUp.response);
    dataOf(await person.client.put('/settings/mfa', policy), endpoints.updateMfaPolicy.response);
  });
});
