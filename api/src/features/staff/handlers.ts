import { randomBytes } from 'node:crypto';
import {
  EMAIL_TAKEN,
  invitationNeedsSecondOwner,
  STAFF_NAME_TAKEN,
  NO_SELF_RESET,
  type PasswordLinkSent,
} from '@backoffice/shared/contract';
import { endSessionsOf } from '../../auth/end-sessions';
import type { TokenRevocations } from '../../auth/revocations';
import type { StaffDirectory } from '../../auth/staff-directory';
import type { Queryable } from '../../db/database';
import type { ApiContext } from '../../http/context';
import { conflict, forbidden, notFound } from '../../http/errors';
import type { EndpointHandlers } from '../../http/handlers';
import { recordAudit } from '../audit/repository';
import { listActiveStaffExcept } from '../notifications/repository';
import type { Mailer } from '../../mail/mailer';
import { createPasswordLink, passwordLinkMail } from './password-links';
import {
  emailTaken,
  expireUnusedPasswordLinks,
  findStaff,
  insertInvitedStaff,
  listStaff,
  STAFF_LIST_TABLES,
  nameTaken,
  setStaffDisabledAt,
  type LinkPurpose,
} from './repository';
import { hasIndependentOwner } from '../settings/approval-change';
import { changeOther, keepAnOwner } from './other-staff';
import { askForRole } from './role-grant';

type StaffHandlers = Pick<
  EndpointHandlers,
  'staffList' | 'mentionableStaff' | 'setStaffDisabled' | 'inviteStaff' | 'resetStaffPassword'
>;

export interface StaffHandlerDeps {
  staff: StaffDirectory;
  revocations: TokenRevocations;
  /** The dashboards the api serves (CORS_ORIGINS); a link points to the one that asked. */
  hostOrigins: readonly string[];
  /** Links go by email to the account's address only: never in an answer, never in a log. */
  mailer: Mailer;
}

const FALLBACK_HOST_ORIGIN = 'http://localhost:3000';

/**
 * Settings → Staff (owners only); roles are ./role-handlers. Each change writes one audit entry in
 * its transaction; a refused or unchanged one writes none. docs/staff.md.
 */
export function staffHandlers({ db, reads }: ApiContext, deps: StaffHandlerDeps): StaffHandlers {
  const hostOrigin = (origin: string | undefined) =>
    origin && deps.hostOrigins.includes(origin)
      ? origin
      : (deps.hostOrigins[0] ?? FALLBACK_HOST_ORIGIN);

  /** A new link for the account, stored (hashed) inside `tx`; the email goes after the commit. */
  async function newLink(
    tx: Queryable,
    staffId: string,
    purpose: LinkPurpose,
    origin: string | undefined,
  ) {
    const { link, expiresAt } = await createPasswordLink(tx, staffId, purpose, hostOrigin(origin));
    const staff = await findStaff(tx, staffId);
    if (!staff) throw notFound(`Staff account ${staffId} not found`);
    return { staff, purpose, link, expiresAt };
  }

  /** Sends the link to its person; the owner's answer says where it went, never what it is. */
  async function send(created: Awaited<ReturnType<typeof newLink>>): Promise<PasswordLinkSent> {
    const { staff, purpose, link, expiresAt } = created;
    await deps.mailer.send(passwordLinkMail({ staff, purpose, link, expiresAt }));
    return { staff, purpose, sentTo: staff.email, expiresAt: expiresAt.toISOString() };
  }

  return {
    staffList: () => reads.read('staffList', STAFF_LIST_TABLES, listStaff),

    // The very people a saved note's mentions are read against, so a suggestion always notifies.
    mentionableStaff: ({ user }) => listActiveStaffExcept(db, user.id),

    async setStaffDisabled(input) {
      const { body, user } = input;
      const { id, result: changed } = await changeOther(db, input, async (tx, target) => {
        if ((target.status === 'disabled') === body.disabled) return false;
        if (body.disabled) {
          await keepAnOwner(tx, target);
          // A disabled account's unused links die with it (enabling needs a new reset).
          await expireUnusedPasswordLinks(tx, target.id);
        }
        await setStaffDisabledAt(tx, target.id, body.disabled);
        const after = await findStaff(tx, target.id);
        await recordAudit(tx, {
          actor: user,
          kind: body.disabled ? 'staff.disable' : 'staff.enable',
          entity: { type: 'staff', id: target.id },
          before: { status: target.status },
          after: { status: after?.status },
        });
        return true;
      });
      if (changed) {
        // This instance's sockets end with "deactivated"; revoking every sign-in of the account
        // refuses its tokens for good (an enable does not bring them back) and tells the other
        // instances, whose sockets of those sign-ins end too. The revocations carry the reason:
        // on another instance they may arrive before the disable's own news takes effect, and
        // the person is told "deactivated" either way.
        await deps.staff.changed(id);
        if (body.disabled) await endSessionsOf(db, deps.revocations, id, undefined, 'deactivated');
      }
      return (await findStaff(db, id))!;
    },

    async inviteStaff({ body, user, origin }) {
      const created = await db.transaction(async (tx) => {
        if (await emailTaken(tx, body.email)) throw conflict(EMAIL_TAKEN, 'email');
        if (await nameTaken(tx, body.name)) throw conflict(STAFF_NAME_TAKEN, 'name');
        const id = `ADM-${randomBytes(4).toString('hex')}`;
        await insertInvitedStaff(tx, { id, email: body.email, name: body.name, role: body.role });
        await recordAudit(tx, {
          actor: user,
          kind: 'staff.invite',
          entity: { type: 'staff', id },
          after: { name: body.name, email: body.email, role: body.role },
        });
        const created = await newLink(tx, id, 'invite', origin);
        // The person sets a password as usual, but signs in only once a second owner confirms.
        if (invitationNeedsSecondOwner(body.role) && (await hasIndependentOwner(tx, user.id))) {
          await askForRole(tx, created.staff, body.role, user);
          return { ...created, staff: (await findStaff(tx, id))! };
        }
        return created;
      });
      return send(created);
    },

    async resetStaffPassword({ params, user, origin }) {
      const id = params.id ?? '';
      // A link to oneself would set a new password without the current one (Your password asks).
      if (id === user.id) throw forbidden(NO_SELF_RESET);
      const created = await db.transaction(async (tx) => {
        const target = await findStaff(tx, id);
        if (!target) throw notFound(`Staff account ${id} not found`);
        if (target.status === 'disabled') {
          throw conflict('This account is disabled: enable it before resetting its password');
        }
        await recordAudit(tx, {
          actor: user,
          kind: 'staff.password_reset',
          entity: { type: 'staff', id },
        });
        return newLink(tx, id, target.status === 'invited' ? 'invite' : 'reset', origin);
      });
      // The old password stops here: whoever holds a session of the account is signed out now.
      await endSessionsOf(db, deps.revocations, id);
      return send(created);
    },
  };
}
