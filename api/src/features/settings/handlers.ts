import { requireRecentAuth } from '../../auth/step-up';
import type { ApiContext } from '../../http/context';
import type { EndpointHandlers } from '../../http/handlers';
import { recordAudit } from '../audit/repository';
import { APPROVAL_THRESHOLD_KEY, readApprovalThreshold } from '../funding/four-eyes';

type SettingsHandlers = Pick<
  EndpointHandlers,
  'approvalSettings' | 'fundingApprovalRule' | 'updateApprovalSettings'
>;

/** Issue 21: the owner's four-eyes threshold; a change is audited with it, an unchanged save is not. */
export function settingsHandlers({ db }: ApiContext): SettingsHandlers {
  const approvalSettings = async () => ({ thresholdUsd: await readApprovalThreshold(db) });
  return {
    approvalSettings,
    // The same threshold, readable by every staff role: the approve dialog says what a click does.
    fundingApprovalRule: approvalSettings,

    async updateApprovalSettings({ body, user, token }) {
      await requireRecentAuth({ db, token });
      return db.transaction(async (tx) => {
        const before = await readApprovalThreshold(tx);
        if (before === body.thresholdUsd) return { thresholdUsd: before };
        await tx.query(
          `INSERT INTO app_settings (key, value, updated_at) VALUES ($1, $2, now())
           ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
          [APPROVAL_THRESHOLD_KEY, JSON.stringify(body.thresholdUsd)],
        );
        await recordAudit(tx, {
          actor: user,
          kind: 'settings.approval',
          entity: { type: 'setting', id: APPROVAL_THRESHOLD_KEY },
          before: { thresholdUsd: before },
          after: { thresholdUsd: body.thresholdUsd },
        });
        return { thresholdUsd: body.thresholdUsd };
      });
    },
  };
}
