import type { Database, Queryable, Transaction } from './database';

/**
 * Answers to repeated reads (issue 23 item 5). A list page costs a few PGlite round trips; the same
 * page asked again before anything was written is the same answer. `load` must only read, and
 * only through the Queryable it is given; every other statement or transaction on the database
 * this cache wraps counts as a write and forgets every answer.
 */
export interface ReadCache {
  read<T>(key: string, load: (db: Queryable) => Promise<T>): Promise<T>;
}

/** Enough for every page and search the dashboard asks between two writes. */
const MAX_ENTRIES = 500;

interface Entry {
  /** The write count when the load started: a write finishing meanwhile makes it stale. */
  writes: number;
  answer: Promise<unknown>;
}

/**
 * Wraps `db` so that every statement through it counts as a write once it finished (committed or
 * not), and returns the cache whose loads bypass that count. `enabled: false` (a database other
 * processes write to, whose writes this process cannot see) makes every read a fresh load.
 */
export function withReadCache(
  db: Database,
  options: { enabled: boolean },
): { db: Database; reads: ReadCache } {
  let writes = 0;
  const entries = new Map<string, Entry>();
  const written = () => {
    writes += 1;
    entries.clear();
  };
  const counted = <T>(work: Promise<T>) => work.finally(written);

  const tracked: Database = {
    query: (sql, params) => counted(db.query(sql, params)),
    execScript: (sql) => counted(db.execScript(sql)),
    transaction: <T>(work: (tx: Transaction) => Promise<T>) => counted(db.transaction(work)),
    exclusive: (work) => db.exclusive(work),
    close: () => db.close(),
  };

  const reads: ReadCache = {
    read<T>(key: string, load: (db: Queryable) => Promise<T>): Promise<T> {
      if (!options.enabled) return load(db);
      const cached = entries.get(key);
      if (cached && cached.writes === writes) return cached.answer as Promise<T>;
      const entry: Entry = { writes, answer: load(db) };
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(key, entry);
      // A failed load is not an answer; a load a write overtook is not kept either.
      entry.answer.then(
        () => {
          if (entry.writes !== writes && entries.get(key) === entry) entries.delete(key);
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      return entry.answer as Promise<T>;
    },
  };
  return { db: tracked, reads };
}
