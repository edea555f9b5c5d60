import { endpoints } from '@backoffice/shared/contract';
import { signinAs, type TestApi } from '../src/testing';
import { client, dataOf, type Client } from './helpers';

let invited = 0;

/** How many audit entries the api holds (each change must add exactly one, a refusal none). */
export async function auditCount(api: TestApi): Promise<number> {
  const [row] = await api.db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM audit_entries',
  );
  return row!.count;
}

/** The token of a one-time link the api answered with. */
export const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

/** Invites a person of this test's own (a unique email) and returns the answer with its link. */
export async function invite(owner: Client, role: 'reviewer' | 'support' | 'owner' = 'support') {
  invited += 1;
  const email = `staff-${invited}-${Date.now()}@backoffice.test`;
  return dataOf(
    await owner.post('/staff/invitations', { name: `Invited ${invited}`, email, role }),
    endpoints.inviteStaff.response,
  );
}

/** An invited person who set a password from the link and signed in. */
export async function activeStaff(
  api: TestApi,
  owner: Client,
  role?: 'reviewer' | 'support' | 'owner',
) {
  const invitation = await invite(owner, role);
  const password = `first-password-${invited}`;
  const set = await client(api.url).post('/auth/set-password', {
    token: tokenOf(invitation.link),
    password,
  });
  if (set.status !== 200) throw new Error(`set-password answered ${set.status}`);
  const { email, id } = invitation.staff;
  const session = await signinAs(api.url, email, password);
  return { id, email, password, session, client: client(api.url, session.access_token) };
}
