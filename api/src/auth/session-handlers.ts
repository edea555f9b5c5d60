import type { ApiContext } from '../http/context';
import { notFound } from '../http/errors';
import type { EndpointHandlers } from '../http/handlers';
import { recordAudit } from '../features/audit/repository';
import { findStaff } from '../features/staff/repository';
import { endSessionsOf } from './end-sessions';
import type { TokenRevocations } from './revocations';
import { liveSignIns, toSignInSession } from './sign-ins';
import { familyExpiry } from './tokens';

type SessionHandlers = Pick<
  EndpointHandlers,
  'ownSessions' | 'endOwnSession' | 'endOtherSessions' | 'endStaffSessions'
>;

/**
 * Settings → Your sessions: each sign-in of the caller, ended one by one or all but this one; the
 * staff screen: an owner ends every sign-in of an account. Ending revokes the sign-in's token
 * family, which refuses its tokens and drops its sockets.
 */
export function sessionHandlers(
  { db }: ApiContext,
  deps: { revocations: TokenRevocations; sessionMaxMinutes: number },
): SessionHandlers {
  const { revocations, sessionMaxMinutes } = deps;
  return {
    async ownSessions({ user, token }) {
      const rows = await liveSignIns(db, user.id, sessionMaxMinutes);
      return rows.map((row) => toSignInSession(row, token.family));
    },

    async endOwnSession({ params, user }) {
      const rows = await liveSignIns(db, user.id, sessionMaxMinutes);
      const signIn = rows.find((row) => row.id === params.id);
      if (!signIn) throw notFound('This sign-in has already ended or is not yours');
      await revocations.revokeFamily(signIn.family, familyExpiry());
      return { ended: 1 };
    },

    async endOtherSessions({ user, token }) {
      return { ended: await endSessionsOf(db, revocations, user.id, token.family) };
    },

    async endStaffSessions({ params, user }) {
      const id = params.id ?? '';
      const target = await findStaff(db, id);
      if (!target) throw notFound(`Staff account ${id} not found`);
      const ended = await endSessionsOf(db, revocations, id);
      await recordAudit(db, {
        actor: user,
        kind: 'auth.session_ended',
        entity: { type: 'staff', id },
        after: { sessionsEnded: ended },
      });
      return { ended };
    },
  };
}
