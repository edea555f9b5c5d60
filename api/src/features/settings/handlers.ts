import {
  mayConfirmApprovalChange,
  NO_PENDING_APPROVAL_CHANGE,
  NOT_YOUR_APPROVAL_CHANGE,
  OWN_APPROVAL_CHANGE,
  THRESHOLD_CHANGE_DID,
} from '@backoffice/shared/contract';
import type { ApiContext } from '../../http/context';
import { conflict, forbidden } from '../../http/errors';
import type { EndpointHandlers } from '../../http/handlers';
import { recordAudit } from '../audit/repository';
import { refuseTiedSecond } from '../staff/control-chain';
import {
  APPROVAL_SETTING,
  applyDueApprovalChange,
  applyPending,
  hasIndependentOwner,
  notifyWhoHears,
  notifyRequested,
  pendingChange,
} from './approval-change';
import { readStoredSettings, storePending } from './repository';

type SettingsHandlers = Pick<
  EndpointHandlers,
  | 'approvalSettings'
  | 'fundingApprovalRule'
  | 'updateApprovalSettings'
  | 'confirmApprovalChange'
  | 'cancelApprovalChange'
>;

/**
 * The owner's four-eyes threshold (shared/src/contract/approval-change.ts): a change waits for a
 * second owner, or for its time when there is no other owner. Asking, confirming and cancelling
 * are each audited; asking again replaces the waiting change, an unchanged save records nothing.
 */
export function settingsHandlers({ db }: ApiContext): SettingsHandlers {
  const settingsInForce = async () => {
    await applyDueApprovalChange(db);
    return readStoredSettings(db);
  };
  return {
    approvalSettings: settingsInForce,
    // The threshold in force, readable by every staff role: the approve dialog says what a click does.
    fundingApprovalRule: async () => ({ thresholdUsd: (await settingsInForce()).thresholdUsd }),

    async updateApprovalSettings({ body, user }) {
      await applyDueApprovalChange(db);
      return db.transaction(async (tx) => {
        const stored = await readStoredSettings(tx, true);
        const unchanged = stored.pending
          ? stored.pending.thresholdUsd === body.thresholdUsd &&
            stored.pending.requestedBy.id === user.id
          : stored.thresholdUsd === body.thresholdUsd;
        if (unchanged) return stored;
        const onlyOwner = !(await hasIndependentOwner(tx, user.id));
        const pending = pendingChange(body.thresholdUsd, user, onlyOwner);
        await storePending(tx, pending);
        await recordAudit(tx, {
          actor: user,
          kind: 'settings.approval_requested',
          entity: APPROVAL_SETTING,
          before: { thresholdUsd: stored.thresholdUsd },
          after: { thresholdUsd: pending.thresholdUsd, effectiveAt: pending.effectiveAt },
        });
        await notifyRequested(tx, pending);
        return { thresholdUsd: stored.thresholdUsd, pending };
      });
    },

    async confirmApprovalChange({ user }) {
      return db.transaction(async (tx) => {
        const stored = await readStoredSettings(tx, true);
        const { pending } = stored;
        if (!pending) throw conflict(NO_PENDING_APPROVAL_CHANGE);
        if (!mayConfirmApprovalChange(pending, user.id)) throw forbidden(OWN_APPROVAL_CHANGE);
        await refuseTiedSecond(tx, pending.requestedBy.id, user.id, THRESHOLD_CHANGE_DID);
        return applyPending(tx, { ...stored, pending }, user);
      });
    },

    async cancelApprovalChange({ user }) {
      return db.transaction(async (tx) => {
        const stored = await readStoredSettings(tx, true);
        const { pending } = stored;
        if (!pending) throw conflict(NO_PENDING_APPROVAL_CHANGE);
        if (pending.requestedBy.id !== user.id) throw forbidden(NOT_YOUR_APPROVAL_CHANGE);
        await storePending(tx, null);
        await recordAudit(tx, {
          actor: user,
          kind: 'settings.approval_cancelled',
          entity: APPROVAL_SETTING,
          before: { thresholdUsd: pending.thresholdUsd, requestedAt: pending.requestedAt },
        });
        await notifyWhoHears(
          tx,
          'cancelThreshold',
          'Approval threshold change cancelled',
          `${user.name} withdrew the change they asked for; the threshold stays as it was.`,
        );
        return { thresholdUsd: stored.thresholdUsd, pending: null };
      });
    },
  };
}
