import { caughtMailSchema, DEV_MAIL_PATH, endpoints } from '@backoffice/shared/contract';
import { Secret, TOTP } from 'otpauth';
import { z } from 'zod';
import { hashPassword } from '../src/auth/passwords';
import { signinAs, type TestApi } from '../src/testing';
import { client, dataOf, errorOf, type Client } from './helpers';

let invited = 0;

/** How many audit entries the api holds (each change must add exactly one, a refusal none). */
export async function auditCount(api: TestApi): Promise<number> {
  const [row] = await api.db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM audit_entries',
  );
  return row!.count;
}

/** The token of a one-time link. */
export const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

/** What the api's mail catcher holds (local mode), newest first, read over HTTP like e2e does. */
export async function caughtMail(api: TestApi) {
  return dataOf(await client(api.url).get(DEV_MAIL_PATH), z.array(caughtMailSchema));
}

/** The link in the newest email the catcher received for this address. */
export async function mailedLink(api: TestApi, email: string): Promise<string> {
  const mail = (await caughtMail(api)).find((message) => message.to.includes(email));
  const link = mail?.text.match(/https?:\/\/\S+token=\S+/)?.[0];
  if (!link) throw new Error(`No link was mailed to ${email}`);
  return link;
}

/** Invites a person of this test's own (a unique email) and returns the answer with its link. */
export async function invite(owner: Client, role: 'reviewer' | 'support' | 'owner' = 'support') {
  invited += 1;
  const email = `staff-${invited}-${Date.now()}@backoffice.test`;
  return dataOf(
    await owner.post('/staff/invitations', { name: `Invited ${invited}`, email, role }),
    endpoints.inviteStaff.response,
  );
}

/**
 * An invited person who set a password from the link and signed in. An invitation that waits for
 * a second owner (into a role that can approve or own) needs `confirmer`, who confirms it first.
 */
export async function activeStaff(
  api: TestApi,
  owner: Client,
  role?: 'reviewer' | 'support' | 'owner',
  confirmer?: Client,
) {
  const invitation = await invite(owner, role);
  const password = `first-password-${invited}`;
  const set = await client(api.url).post('/auth/set-password', {
    token: tokenOf(await mailedLink(api, invitation.staff.email)),
    password,
  });
  if (set.status !== 200) throw new Error(`set-password answered ${set.status}`);
  const { email, id } = invitation.staff;
  if (invitation.staff.pendingRole) {
    if (!confirmer) throw new Error(`The invitation of ${email} waits for a second owner`);
    const confirmed = await confirmer.post(`/staff/${id}/role/confirm`);
    if (confirmed.status !== 200) throw new Error(`confirm answered ${confirmed.status}`);
  }
  const session = await signinAs(api.url, email, password);
  return { id, email, password, session, client: client(api.url, session.access_token) };
}

/** A code of the enrolled secret, `steps` 30-second steps from now (RFC 6238 defaults). */
export const codeOf = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

/** An active staff account that enrolled an authenticator; its secret and recovery codes. */
export async function enrolledStaff(
  api: TestApi,
  owner: Client,
  role: 'reviewer' | 'owner' = 'reviewer',
) {
  const person = await activeStaff(api, owner, role);
  const setup = dataOf(
    await person.client.post('/auth/mfa/totp/setup'),
    endpoints.totpSetup.response,
  );
  expect(setup.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.*secret=/);
  const wrong = errorOf(
    await person.client.post('/auth/mfa/totp/confirm', { code: '000000' }),
    400,
  );
  expect(wrong.field).toBe('code');
  const { recoveryCodes } = dataOf(
    await person.client.post('/auth/mfa/totp/confirm', { code: codeOf(setup.secret) }),
    endpoints.totpConfirm.response,
  );
  expect(recoveryCodes).toHaveLength(10);
  expect(new Set(recoveryCodes).size).toBe(10);
  return { ...person, secret: setup.secret, recoveryCodes };
}

let founded = 0;

/**
 * An owner no account of the api brought in, as a deployment's founding owners are: written to
 * the database directly, because every owner the api itself makes is some owner's invitation or
 * role grant, and so tied to it for dual control (shared/src/contract/dual-control.ts).
 */
export async function foundingOwner(api: TestApi) {
  founded += 1;
  const id = `ADM-founding-${founded}-${Date.now()}`;
  const email = `founding-${founded}-${Date.now()}@backoffice.test`;
  const password = `founding-password-${founded}`;
  await api.db.query(
    "INSERT INTO admins (id, email, name, password_hash, role) VALUES ($1, $2, $3, $4, 'owner')",
    [id, email, `Founding Owner ${founded}`, await hashPassword(password)],
  );
  const session = await signinAs(api.url, email, password);
  return { id, email, password, session, client: client(api.url, session.access_token) };
}
