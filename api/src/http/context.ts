import type { Database } from '../db/database';

/** What every feature's handlers share. */
export interface ApiContext {
  db: Database;
}
