import type { Database } from '../db/database';
import type { ReadCache } from '../db/read-cache';

/** What every feature's handlers share. */
export interface ApiContext {
  db: Database;
  /** Repeated list reads between two writes. */
  reads: ReadCache;
}
