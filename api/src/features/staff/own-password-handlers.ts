import { SET_PASSWORD_LINK_INVALID, WRONG_CURRENT_PASSWORD } from '@backoffice/shared/contract';
import { staffPasswordProblem } from '../../auth/common-passwords';
import { endSessionsOf } from '../../auth/end-sessions';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import type { TokenRevocations } from '../../auth/revocations';
import type { ApiContext } from '../../http/context';
import { badRequest } from '../../http/errors';
import type { EndpointHandlers } from '../../http/handlers';
import type { RateLimits } from '../../http/rate-limit';
import { recordAudit } from '../audit/repository';
import { consumePasswordLink, peekPasswordLink } from './password-links';
import { findStaff, readPasswordHash, writePasswordHash } from './repository';

/**
 * A staff member sets their password from a one-time link (the page first reads whose
 * account the link is for), or changes it knowing the current one. Either way their other
 * sign-ins end.
 */
export function ownPasswordHandlers(
  { db }: ApiContext,
  deps: { revocations: TokenRevocations; limits: RateLimits },
): Pick<EndpointHandlers, 'passwordLinkAccount' | 'setPassword' | 'changeOwnPassword'> {
  return {
    async passwordLinkAccount({ query }) {
      const link = await peekPasswordLink(db, query.token);
      const account = link && (await findStaff(db, link.staffId));
      if (!link || !account || account.status === 'disabled') {
        throw badRequest(SET_PASSWORD_LINK_INVALID, 'token');
      }
      return { name: account.name, email: account.email, purpose: link.purpose };
    },

    async setPassword({ body }) {
      // Hashed before the transaction, so the slow scrypt run holds no lock.
      const hash = await hashPassword(body.password);
      const staff = await db.transaction(async (tx) => {
        const link = await consumePasswordLink(tx, body.token);
        const account = link && (await findStaff(tx, link.staffId));
        if (!account || account.status === 'disabled') {
          throw badRequest(SET_PASSWORD_LINK_INVALID, 'token');
        }
        // Refused here, the transaction rolls back and the link stays usable for a better one.
        const problem = staffPasswordProblem(body.password, account);
        if (problem) throw badRequest(problem, 'password');
        await writePasswordHash(tx, account.id, hash);
        await recordAudit(tx, {
          actor: { id: account.id, name: account.name },
          kind: 'staff.password_set',
          entity: { type: 'staff', id: account.id },
        });
        return account;
      });
      await endSessionsOf(db, deps.revocations, staff.id);
      return { email: staff.email };
    },

    async changeOwnPassword({ body, user, token }) {
      // Guessing the current password from a stolen session counts like guessing at sign-in.
      await deps.limits.signinPerAccount.take(`admin:${user.email.toLowerCase()}`);
      const stored = await readPasswordHash(db, user.id);
      if (!stored || !(await verifyPassword(body.currentPassword, stored))) {
        throw badRequest(WRONG_CURRENT_PASSWORD, 'currentPassword');
      }
      const problem = staffPasswordProblem(body.newPassword, user);
      if (problem) throw badRequest(problem, 'newPassword');
      const hash = await hashPassword(body.newPassword);
      await db.transaction(async (tx) => {
        await writePasswordHash(tx, user.id, hash);
        await recordAudit(tx, {
          actor: user,
          kind: 'staff.password_change',
          entity: { type: 'staff', id: user.id },
        });
      });
      await endSessionsOf(db, deps.revocations, user.id, token.family);
      return { changed: true as const };
    },
  };
}
