import {
  endpoints,
  MFA_ENROLMENT_REASON,
  MFA_ENROLMENT_REQUIRED,
  refreshResponseSchema,
} from '@backoffice/shared/contract';
import {
  client,
  dataOf,
  errorOf,
  socketsClosedAfterEach,
  startWithAdminForFile,
  wait,
  type Client,
} from './helpers';
import { activeStaff, codeOf, enrolledStaff } from './staff-helpers';

/**
 * docs/security.md: while an owner requires two-factor for an account's role and the account has
 * not enrolled, its session may only enrol; every other call answers 403 `mfa_enrolment_required`.
 */
const started = startWithAdminForFile();
const connect = socketsClosedAfterEach(() => started.api.url);

const FUNDING_LIST = endpoints.fundingList.path;

async function requireTwoFactorFor(owner: Client, requiredRoles: string[]) {
  const answer = await owner.put('/settings/mfa', { requiredRoles });
  expect(dataOf(answer, endpoints.updateMfaPolicy.response).requiredRoles).toEqual(requiredRoles);
}

function expectEnrolmentRefusal(response: Awaited<ReturnType<Client['get']>>) {
  const body = errorOf(response, 403);
  expect(body).toEqual({
    statusCode: 403,
    message: MFA_ENROLMENT_REQUIRED,
    reason: MFA_ENROLMENT_REASON,
  });
}

afterEach(() => requireTwoFactorFor(started.admin, []));

describe('an account that must enrol two-factor may only enrol', () => {
  it('is refused the rest until it enrols; then the same session works, no new sign-in', async () => {
    await requireTwoFactorFor(started.admin, ['reviewer']);
    const person = await activeStaff(started.api, started.admin, 'reviewer');

    expectEnrolmentRefusal(await person.client.get(FUNDING_LIST));
    expectEnrolmentRefusal(await person.client.get(endpoints.notifications.path));
    // What the enrolment needs stays open: who it is, its two-factor state, the set-up.
    const me = dataOf(await person.client.get('/auth/me'), endpoints.currentUser.response);
    expect(me).toMatchObject({ id: person.id, staffRole: 'reviewer' });
    const status = dataOf(await person.client.get('/auth/mfa'), endpoints.mfaStatus.response);
    expect(status).toMatchObject({ enrolled: false, required: true });

    // A refreshed token is the same account: still held to enrolment.
    const refreshed = await client(started.api.url).post('/auth/refresh', {
      refresh_token: person.session.refresh_token,
    });
    expect(refreshed.status).toBe(200);
    const tokens = refreshResponseSchema.parse(refreshed.body);
    const again = client(started.api.url, tokens.access);
    expectEnrolmentRefusal(await again.get(FUNDING_LIST));

    const setup = dataOf(await again.post('/auth/mfa/totp/setup'), endpoints.totpSetup.response);
    dataOf(
      await again.post('/auth/mfa/totp/confirm', { code: codeOf(setup.secret) }),
      endpoints.totpConfirm.response,
    );

    dataOf(await again.get(FUNDING_LIST), endpoints.fundingList.response);
  });

  it('leaves enrolled accounts and roles that are not required alone', async () => {
    const enrolled = await enrolledStaff(started.api, started.admin, 'reviewer');
    const support = await activeStaff(started.api, started.admin, 'support');
    await requireTwoFactorFor(started.admin, ['reviewer']);

    dataOf(await enrolled.client.get(FUNDING_LIST), endpoints.fundingList.response);
    dataOf(await support.client.get(FUNDING_LIST), endpoints.fundingList.response);
    // The owner who set it is not of a required role either.
    dataOf(await started.admin.get(FUNDING_LIST), endpoints.fundingList.response);
  });

  it('holds signed-in accounts from their next call when their role is added, and lets go when removed', async () => {
    const support = await activeStaff(started.api, started.admin, 'support');
    dataOf(await support.client.get(FUNDING_LIST), endpoints.fundingList.response);

    await requireTwoFactorFor(started.admin, ['reviewer', 'support']);
    expectEnrolmentRefusal(await support.client.get(FUNDING_LIST));

    await requireTwoFactorFor(started.admin, ['reviewer']);
    dataOf(await support.client.get(FUNDING_LIST), endpoints.fundingList.response);
  });

  it("refuses a signed-in /support socket's events once its role is required, until it is lifted", async () => {
    const support = await activeStaff(started.api, started.admin, 'support');
    const { socket, events } = await connect(support.session.access_token);

    await requireTwoFactorFor(started.admin, ['support']);
    socket.emit('joinGlobalEvent');
    expect(await events.waitFor('connectionError')).toEqual({
      message: `joinGlobalEvent: ${MFA_ENROLMENT_REQUIRED}`,
    });

    await requireTwoFactorFor(started.admin, []);
    socket.emit('joinGlobalEvent');
    await wait(300);
    expect(events.named('connectionError')).toHaveLength(1);
  });

  it('turning two-factor off under the requirement holds the session to enrolment again', async () => {
    const person = await enrolledStaff(started.api, started.admin, 'reviewer');
    await requireTwoFactorFor(started.admin, ['reviewer']);
    const off = await person.client.request('DELETE', '/auth/mfa/totp', {
      body: { password: person.password },
    });
    dataOf(off, endpoints.totpDisable.response);
    expectEnrolmentRefusal(await person.client.get(FUNDING_LIST));
  });

  it('an owner who must enrol cannot release an area with their session either', async () => {
    // A second, enrolled owner sets the requirement, so the demo owner is the one held.
    const other = await enrolledStaff(started.api, started.admin, 'owner');
    await requireTwoFactorFor(other.client, ['owner']);
    try {
      expectEnrolmentRefusal(await started.admin.post('/registry/areas/funding/releases', {}));
      expectEnrolmentRefusal(await started.admin.put('/settings/mfa', { requiredRoles: [] }));
    } finally {
      await requireTwoFactorFor(other.client, []);
    }
  });
});
