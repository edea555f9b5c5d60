import type { OverdueCounts } from '@backoffice/shared/contract';
import type { Queryable } from '../../db/database';
import type { ApiContext } from '../../http/context';
import type { EndpointHandlers } from '../../http/handlers';
import { countOverdueItems, recordOverdueNotices } from './repository';
import { readDueTargets } from './targets';

/** How many conversations and requests are past their targets now, in one query. */
export async function countOverdue(db: Queryable): Promise<OverdueCounts> {
  return countOverdueItems(db, await readDueTargets(db));
}

/**
 * Records every item that is overdue now and was not recorded yet, and notifies the active staff
 * of the roles the owners chose (`overdueNotifyRoles`) of those, in one statement: an item another
 * instance (or an earlier sweep) recorded is skipped by ON CONFLICT, so it notifies once. Items go
 * on record while no role is chosen too, so choosing roles later does not replay old ones.
 * Returns how many notifications it wrote.
 */
export async function sweepOverdue(db: Queryable): Promise<number> {
  return recordOverdueNotices(db, await readDueTargets(db));
}

/** `GET /due/overdue`: the dashboard's overdue card. */
export function overdueHandlers({ db }: ApiContext): Pick<EndpointHandlers, 'overdueCounts'> {
  return { overdueCounts: () => countOverdue(db) };
}
