import {
  DEFAULT_DUE_TARGETS,
  dueTargetsSchema,
  staffRoles,
  type DueTargets,
} from '@backoffice/shared/contract';
import type { Queryable } from '../../db/database';
import type { ApiContext } from '../../http/context';
import type { EndpointHandlers } from '../../http/handlers';
import { recordAudit } from '../audit/repository';
import { DUE_TARGETS_KEY, readStoredDueTargets, writeDueTargets } from './repository';

/**
 * The owners' targets (app_settings), or the defaults until an owner saved some; always with the
 * roles told of overdue items (none until chosen).
 */
export async function readDueTargets(db: Queryable): Promise<DueTargets> {
  const stored = dueTargetsSchema.safeParse(await readStoredDueTargets(db));
  const targets = stored.success ? stored.data : DEFAULT_DUE_TARGETS;
  return { ...targets, overdueNotifyRoles: targets.overdueNotifyRoles ?? [] };
}

const sameTargets = (a: DueTargets, b: DueTargets) =>
  JSON.stringify(a, Object.keys(a).sort()) === JSON.stringify(b, Object.keys(b).sort());

/** GET and PUT /settings/targets (owners): a change is audited, an unchanged save is not. */
export function dueTargetHandlers({
  db,
}: ApiContext): Pick<EndpointHandlers, 'dueTargets' | 'updateDueTargets'> {
  return {
    dueTargets: () => readDueTargets(db),

    async updateDueTargets({ body, user }) {
      return db.transaction(async (tx) => {
        const before = await readDueTargets(tx);
        // A form without the roles (the targets alone) keeps the roles chosen before; roles are
        // kept in the contract's order, so the same choice is the same setting.
        const roles = body.overdueNotifyRoles ?? before.overdueNotifyRoles ?? [];
        const after = {
          ...body,
          overdueNotifyRoles: staffRoles.filter((role) => roles.includes(role)),
        };
        if (sameTargets(before, after)) return before;
        await writeDueTargets(tx, after);
        await recordAudit(tx, {
          actor: user,
          kind: 'settings.targets',
          entity: { type: 'setting', id: DUE_TARGETS_KEY },
          before,
          after,
        });
        return after;
      });
    },
  };
}
