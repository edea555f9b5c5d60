import { randomBytes } from 'node:crypto';
import {
  EMAIL_TAKEN,
  STAFF_NAME_TAKEN,
  LAST_OWNER,
  NO_SELF_CHANGE,
  type AuthUser,
  type SetPasswordLink,
  type StaffMember,
} from '@backoffice/shared/contract';
import { endSessionsOf } from '../../auth/end-sessions';
import type { TokenRevocations } from '../../auth/revocations';
import type { StaffDirectory } from '../../auth/staff-directory';
import type { Queryable } from '../../db/database';
import type { ApiContext } from '../../http/context';
import { conflict, notFound } from '../../http/errors';
import type { EndpointHandlers } from '../../http/handlers';
import { recordAudit } from '../audit/repository';
import { createPasswordLink, type LinkPurpose } from './password-links';
import { emailTaken, findStaff, listStaff, lockActiveOwnerIds, nameTaken } from './repository';

type StaffHandlers = Pick<
  EndpointHandlers,
  'staffList' | 'changeStaffRole' | 'setStaffDisabled' | 'inviteStaff' | 'resetStaffPassword'
>;

export interface StaffHandlerDeps {
  staff: StaffDirectory;
  revocations: TokenRevocations;
  /** The dashboards the api serves (CORS_ORIGINS); a link points to the one that asked. */
  hostOrigins: readonly string[];
  /** Locally the owner also finds each link in the api's log. */
  logLink: (text: string) => void;
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
 * Issue 21, Settings → Staff (owners only). Each change writes one audit entry in its
 * transaction; a refused or unchanged one writes none. docs/staff.md.
 */
export function staffHandlers({ db }: ApiContext, deps: StaffHandlerDeps): StaffHandlers {
  const hostOrigin = (origin: string | undefined) =>
    origin && deps.hostOrigins.includes(origin)
      ? origin
      : (deps.hostOrigins[0] ?? FALLBACK_HOST_ORIGIN);

  async function linkFor(
    tx: Queryable,
    staffId: string,
    purpose: LinkPurpose,
    origin: string | undefined,
  ): Promise<SetPasswordLink> {
    const { link, expiresAt } = await createPasswordLink(tx, staffId, purpose, hostOrigin(origin));
    const staff = await findStaff(tx, staffId);
    if (!staff) throw notFound(`Staff account ${staffId} not found`);
    deps.logLink(
      `${purpose === 'invite' ? 'Invitation' : 'Password reset'} link for ${staff.email}: ${link}`,
    );
    return { staff, link, expiresAt: expiresAt.toISOString() };
  }

  return {
    staffList: () => listStaff(db),

    async changeStaffRole({ params, body, user }) {
      const id = params.id ?? '';
      const changed = await db.transaction(async (tx) => {
        const target = await otherStaff(tx, id, user);
        if (target.role === body.role) return false;
        if (target.role === 'owner') await keepAnOwner(tx, target);
        await tx.query('UPDATE admins SET role = $2 WHERE id = $1', [id, body.role]);
        await recordAudit(tx, {
          actor: user,
          kind: 'staff.role',
          entity: { type: 'staff', id },
          before: { role: target.role },
          after: { role: body.role },
        });
        return true;
      });
      if (changed) await deps.staff.changed(id);
      return (await findStaff(db, id))!;
    },

    async setStaffDisabled({ params, body, user }) {
      const id = params.id ?? '';
      const changed = await db.transaction(async (tx) => {
        const target = await otherStaff(tx, id, user);
        if ((target.status === 'disabled') === body.disabled) return false;
        if (body.disabled) {
          await keepAnOwner(tx, target);
          // A disabled account's unused links die with it (enabling needs a new reset).
          await tx.query(
            'UPDATE staff_password_links SET used_at = now() WHERE staff_id = $1 AND used_at IS NULL',
            [id],
          );
        }
        await tx.query(
          `UPDATE admins SET disabled_at = CASE WHEN $2 THEN now() ELSE NULL END WHERE id = $1`,
          [id, body.disabled],
        );
        const after = await findStaff(tx, id);
        await recordAudit(tx, {
          actor: user,
          kind: body.disabled ? 'staff.disable' : 'staff.enable',
          entity: { type: 'staff', id },
          before: { status: target.status },
          after: { status: after?.status },
        });
        return true;
      });
      if (changed) {
        // This instance's sockets end with "deactivated"; revoking every sign-in of the account
        // refuses its tokens for good (an enable does not bring them back) and tells the other
        // instances, whose sockets of those sign-ins end too.
        await deps.staff.changed(id);
        if (body.disabled) await endSessionsOf(db, deps.revocations, id);
      }
      return (await findStaff(db, id))!;
    },

    async inviteStaff({ body, user, origin }) {
      return db.transaction(async (tx) => {
        if (await emailTaken(tx, body.email)) throw conflict(EMAIL_TAKEN, 'email');
        if (await nameTaken(tx, body.name)) throw conflict(STAFF_NAME_TAKEN, 'name');
        const id = `ADM-${randomBytes(4).toString('hex')}`;
        await tx.query(
          'INSERT INTO admins (id, email, name, password_hash, role) VALUES ($1, $2, $3, NULL, $4)',
          [id, body.email, body.name, body.role],
        );
        await recordAudit(tx, {
          actor: user,
          kind: 'staff.invite',
          entity: { type: 'staff', id },
          after: { name: body.name, email: body.email, role: body.role },
        });
        return linkFor(tx, id, 'invite', origin);
      });
    },

    async resetStaffPassword({ params, user, origin }) {
      const id = params.id ?? '';
      return db.transaction(async (tx) => {
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
        return linkFor(tx, id, target.status === 'invited' ? 'invite' : 'reset', origin);
      });
    },
  };
}
