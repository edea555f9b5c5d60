import {
  INVALID_MFA_CODE,
  WRONG_CURRENT_PASSWORD,
  type AuthUser,
  type StepUpRequest,
} from '@backoffice/shared/contract';
import type { ApiContext } from '../http/context';
import { badRequest, conflict } from '../http/errors';
import type { EndpointHandlers } from '../http/handlers';
import type { RateLimits } from '../http/rate-limit';
import { recordAudit } from '../features/audit/repository';
import { readPasswordHash } from '../features/staff/repository';
import { verifyPassword } from './passwords';
import { MFA_REQUIRED_ROLES_KEY, readMfaRequiredRoles, writeMfaRequiredRoles } from './repository';
import { markRecentAuth } from './sign-in-repository';
import type { StaffDirectory } from './staff-directory';
import {
  confirmTotp,
  isEnrolled,
  removeTotp,
  startTotpEnrolment,
  verifySecondFactor,
} from './totp';
import { hasPendingTotp, recoveryCodesLeft } from './totp-repository';

type MfaHandlers = Pick<
  EndpointHandlers,
  | 'stepUp'
  | 'mfaStatus'
  | 'totpSetup'
  | 'totpConfirm'
  | 'totpDisable'
  | 'mfaPolicy'
  | 'updateMfaPolicy'
>;

const NO_PENDING_SETUP = 'Start the set-up again: there is no authenticator waiting for a code';

/**
 * Two-factor enrolment, the owners' two-factor setting, and step-up (docs/security.md). Proofs
 * (a password or a code) count against the account's sign-in limit, like sign-in itself.
 */
export function mfaHandlers(
  { db }: ApiContext,
  deps: { limits: RateLimits; staff: StaffDirectory; stepUpMinutes: number },
): MfaHandlers {
  /** The caller's password or code, checked; a wrong one is a 400 on the field that was typed. */
  async function proveIdentity(user: AuthUser, proof: StepUpRequest): Promise<void> {
    await deps.limits.signinPerAccount.take(`admin:${user.email.toLowerCase()}`);
    if ('password' in proof) {
      const stored = await readPasswordHash(db, user.id);
      if (!stored || !(await verifyPassword(proof.password, stored))) {
        throw badRequest(WRONG_CURRENT_PASSWORD, 'password');
      }
    } else if (!(await verifySecondFactor(db, user.id, proof.code))) {
      throw badRequest(INVALID_MFA_CODE, 'code');
    }
  }

  return {
    async stepUp({ body, user, token }) {
      await proveIdentity(user, body);
      // Tokens always carry a family since sign-ins got families; an older one cannot step up, only sign in.
      if (!token.family) throw conflict('Sign in again to continue');
      const at = await markRecentAuth(db, token.family, user.id);
      return { until: new Date(at.getTime() + deps.stepUpMinutes * 60_000).toISOString() };
    },

    async mfaStatus({ user }) {
      const required = user.staffRole
        ? (await readMfaRequiredRoles(db)).includes(user.staffRole)
        : false;
      return {
        enrolled: await isEnrolled(db, user.id),
        required,
        recoveryCodesLeft: await recoveryCodesLeft(db, user.id),
      };
    },

    async totpSetup({ user }) {
      if (await isEnrolled(db, user.id)) {
        throw conflict('Two-factor sign-in is already on: turn it off first to change the app');
      }
      return startTotpEnrolment(db, user);
    },

    async totpConfirm({ body, user }) {
      await deps.limits.signinPerAccount.take(`admin:${user.email.toLowerCase()}`);
      const answer = await db.transaction(async (tx) => {
        const recoveryCodes = await confirmTotp(tx, user.id, body.code);
        if (!recoveryCodes) {
          const pending = await hasPendingTotp(tx, user.id);
          throw badRequest(pending ? INVALID_MFA_CODE : NO_PENDING_SETUP, 'code');
        }
        await recordAudit(tx, {
          actor: user,
          kind: 'staff.mfa_enrol',
          entity: { type: 'staff', id: user.id },
        });
        return { recoveryCodes };
      });
      // The enrolment gate lifts on this session's next call (./mfa-enrolment-gate.ts).
      await deps.staff.changed(user.id);
      return answer;
    },

    async totpDisable({ body, user }) {
      await proveIdentity(user, body);
      await db.transaction(async (tx) => {
        await removeTotp(tx, user.id);
        await recordAudit(tx, {
          actor: user,
          kind: 'staff.mfa_remove',
          entity: { type: 'staff', id: user.id },
        });
      });
      // A required role's account that turns two-factor off may only enrol again from now on.
      await deps.staff.changed(user.id);
      return { disabled: true as const };
    },

    async mfaPolicy() {
      return { requiredRoles: await readMfaRequiredRoles(db) };
    },

    async updateMfaPolicy({ body, user }) {
      const requiredRoles = [...new Set(body.requiredRoles)].sort();
      const answer = await db.transaction(async (tx) => {
        const before = await readMfaRequiredRoles(tx);
        if (before.join() === requiredRoles.join()) return { requiredRoles: before };
        await writeMfaRequiredRoles(tx, requiredRoles);
        await recordAudit(tx, {
          actor: user,
          kind: 'settings.mfa',
          entity: { type: 'setting', id: MFA_REQUIRED_ROLES_KEY },
          before: { requiredRoles: before },
          after: { requiredRoles },
        });
        return { requiredRoles };
      });
      // Signed-in accounts of a newly required role are held to it from their next call.
      deps.staff.mfaPolicyChanged();
      return answer;
    },
  };
}
