import {
  DEFAULT_DUE_TARGETS,
  dueTargetsSchema,
  type DueTargets,
} from '@backoffice/shared/contract';
import type { Queryable } from '../../db/database';
import type { ApiContext } from '../../http/context';
import type { EndpointHandlers } from '../../http/handlers';
import { recordAudit } from '../audit/repository';

const DUE_TARGETS_KEY = 'due_targets';

/** The owners' targets (app_settings), or the defaults until an owner saved some. */
export async function readDueTargets(db: Queryable): Promise<DueTargets> {
  const [row] = await db.query<{ value: unknown }>(
    'SELECT value FROM app_settings WHERE key = $1',
    [DUE_TARGETS_KEY],
  );
  const stored = dueTargetsSchema.safeParse(row?.value);
  return stored.success ? stored.data : DEFAULT_DUE_TARGETS;
}

const sameTargets = (a: DueTargets, b: DueTargets) =>
  (Object.keys(a) as (keyof DueTargets)[]).every((key) => a[key] === b[key]);

/** GET and PUT /settings/targets (owners): a change is audited, an unchanged save is not. */
export function dueTargetHandlers({
  db,
}: ApiContext): Pick<EndpointHandlers, 'dueTargets' | 'updateDueTargets'> {
  return {
    dueTargets: () => readDueTargets(db),

    async updateDueTargets({ body, user }) {
      return db.transaction(async (tx) => {
        const before = await readDueTargets(tx);
        if (sameTargets(before, body)) return before;
        await tx.query(
          `INSERT INTO app_settings (key, value, updated_at) VALUES ($1, $2, now())
           ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
          [DUE_TARGETS_KEY, JSON.stringify(body)],
        );
        await recordAudit(tx, {
          actor: user,
          kind: 'settings.targets',
          entity: { type: 'setting', id: DUE_TARGETS_KEY },
          before,
          after: body,
        });
        return body;
      });
    },
  };
}
