import { controlTie, dualControlRefusal, tiedTo } from '@backoffice/shared/contract';
import type { Queryable } from '../../db/database';
import { forbidden } from '../../http/errors';
import { readControlEdges } from './repository';

/**
 * Refuses (403, saying why) the second half of a two-person control when `secondId` is tied to
 * whoever did the first half (`firstDid`, e.g. "gave the first approval").
 */
export async function refuseTiedSecond(
  db: Queryable,
  firstId: string,
  secondId: string,
  firstDid: string,
): Promise<void> {
  const tie = controlTie(await readControlEdges(db), firstId, secondId);
  if (tie) throw forbidden(dualControlRefusal(tie, firstDid));
}

/** Whom `personId` is tied to among `candidates` (e.g. the owners who could confirm). */
export async function untiedTo(
  db: Queryable,
  personId: string,
  candidates: readonly string[],
): Promise<string[]> {
  const edges = await readControlEdges(db);
  return candidates.filter((id) => id !== personId && !controlTie(edges, personId, id));
}

/** Everyone tied to `personId` either way: whose first halves `personId` may not complete. */
export async function tiesOf(db: Queryable, personId: string): Promise<string[]> {
  return tiedTo(await readControlEdges(db), personId);
}
