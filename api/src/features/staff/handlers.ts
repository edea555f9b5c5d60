import { randomBytes } from 'node:crypto';
import {
  EMAIL_TAKEN,
  STAFF_NAME_TAKEN,
  LAST_OWNER,
  NO_SELF_CHANGE,
  NO_SELF_RESET,
  type AuthUser,
  type PasswordLinkSent,
  type StaffMember,
} from '@backoffice/shared/contract';
import { endSessionsOf } from '../../auth/end-sessions';
import type { TokenRevocations } from '../../auth/revocations';
import type { StaffDirectory } from '../../auth/staff-directory';
import type { Queryable } from '../../db/database';
import type { ApiContext } from '../../http/context';
import { conflict, forbidden, notFound } from '../../http/errors';
import type { EndpointHandlers } from '../../http/handlers';
import { recordAudit } from '../audit/repository';
import type { Mailer } from '../../mail/mailer';
import { createPasswordLink, passwordLinkMail } from './password-links';
import {
  emailTaken,
  expireUnusedPasswordLinks,
  findStaff,
  insertInvitedStaff,
  listStaff,
  lockActiveOwnerIds,
  nameTaken,
  setStaffDisabledAt,
  setStaffRole,
  type LinkPurpose,
} from './repository';

type StaffHandlers = Pick<
  EndpointHandlers,
  'staffList' | 'changeStaffRole' | 'setStaffDisabled' | 'inviteStaff' | 'resetStaffPassword'
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

/** The target of a change, refused when it is the caller (nobody demotes or disables themselves). */
async function otherStaff(tx: Queryable, id: string, caller: AuthUser): Promise<StaffMember> {
  const target = await findStaff(tx, id);
  if (!target) throw notFound(`Staff account ${id} not found`);
  if (target.id === caller.id) throw conflict(NO_SELF_CHANGE);
  return target;
}

/** Refuses a change that would take the last active owner away. */
async function keepAnOwner(tx: Queryable, target: StaffMember): Promise<void> {
  const owners = await lockActiveOwnerIds(tx);
  if (owners.includes(target.id) && owners.length <= 1) throw conflict(LAST_OWNER);
}

/**
 * Settings → Staff (owners only). Each change writes one audit entry in its
 * transaction; a refused or unchanged one writes none. docs/staff.md.
 */
export function staffHandlers({ db }: ApiContext, deps: StaffHandlerDeps): StaffHandlers {
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

  /** A change to another account: the target (never the caller) read inside its transaction. */
  async function changeOther<T>(
    input: { params: Readonly<Record<string, string>>; user: AuthUser },
    change: (tx: Queryable, target: StaffMember) => Promise<T>,
  ): Promise<{ id: string; result: T }> {
    const id = input.params.id ?? '';
    const result = await db.transaction(async (tx) =>
      change(tx, await otherStaff(tx, id, input.user)),
    );
    return { id, result };
  }

  return {
    staffList: () => listStaff(db),

    async changeStaffRole(input) {
      const { body, user } = input;
      const { id, result: changed } = await changeOther(input, async (tx, target) => {
        if (target.role === body.role) return false;
        if (target.role === 'owner') await keepAnOwner(tx, target);
        await setStaffRole(tx, target.id, body.role);
        await recordAudit(tx, {
          actor: user,
          kind: 'staff.role',
          entity: { type: 'staff', id: target.id },
          before: { role: target.role },
          after: { role: body.role },
        });
        return true;
      });
      if (changed) await deps.staff.changed(id);
      return (await findStaff(db, id))!;
    },

    async setStaffDisabled(input) {
      const { body, user } = input;
      const { id, result: changed } = await changeOther(input, async (tx, target) => {
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
        return newLink(tx, id, 'invite', origin);
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
