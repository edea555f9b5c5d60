import type { Database, Queryable, Transaction } from './database';

/**
 * Answers to repeated reads. A list page costs a database round trip or more; the same page asked
 * again before anything it reads was written is the same answer. `load` must only read, and only
 * through the Queryable it is given, from the `tables` the caller names.
 *
 * Only statements that write forget answers, and only the answers that read a table they wrote:
 * a read, a session refresh or a real-user report leaves a funding list alone.
 */
export interface ReadCache {
  read<T>(
    key: string,
    tables: readonly string[],
    load: (db: Queryable) => Promise<T>,
    options?: {
      /**
       * The moment (epoch ms) after which the answer is stale by the clock alone (an item falls
       * due), or undefined when only a write can change it.
       */
      validUntil?: (answer: T) => number | undefined;
    },
  ): Promise<T>;
}

/** What a statement wrote: some tables, or something this wrapper cannot name (DDL, scripts). */
export type Written = ReadonlySet<string> | 'everything';

/** Enough for every page and search the dashboard asks between two writes. */
const MAX_ENTRIES = 500;

/**
 * SQL functions of the migrations that write, called as `SELECT f(…)`; a statement calling one
 * writes what it writes. (Triggers need no entry: a list names the tables whose writes fire them.)
 */
const WRITING_FUNCTIONS: Record<string, readonly string[]> = {
  store_support_messages: ['support_messages', 'support_rooms', 'support_notifications', 'members'],
};

const TABLE = String.raw`"?([A-Za-z_][\w$]*)"?`;
const WRITE_PATTERNS = [
  new RegExp(String.raw`\bINSERT\s+INTO\s+${TABLE}`, 'gi'),
  // `UPDATE t [alias] SET`: not `FOR UPDATE`, not `DO UPDATE SET` (the INSERT names the table).
  new RegExp(
    String.raw`\bUPDATE\s+(?:ONLY\s+)?${TABLE}(?:\s+(?:AS\s+)?(?!SET\b)\w+)?\s+SET\b`,
    'gi',
  ),
  new RegExp(String.raw`\bDELETE\s+FROM\s+(?:ONLY\s+)?${TABLE}`, 'gi'),
  new RegExp(String.raw`\bTRUNCATE\s+(?:TABLE\s+)?(?:ONLY\s+)?${TABLE}`, 'gi'),
];
const READ_START = /^\s*(?:SELECT|WITH|VALUES|SHOW|EXPLAIN)\b/i;
const FUNCTION_CALL = /\b([a-z_][\w$]*)\s*\(/gi;

/**
 * The tables `sql` writes: none for a read (a SELECT, or a WITH whose statements only read),
 * `everything` for a statement this cannot name the tables of (DDL, DO blocks, scripts).
 */
export function tablesWritten(sql: string): Written {
  const tables = new Set<string>();
  for (const pattern of WRITE_PATTERNS) {
    for (const match of sql.matchAll(pattern)) tables.add(match[1]!.toLowerCase());
  }
  for (const match of sql.matchAll(FUNCTION_CALL)) {
    for (const table of WRITING_FUNCTIONS[match[1]!.toLowerCase()] ?? []) tables.add(table);
  }
  if (tables.size === 0 && !READ_START.test(sql)) return 'everything';
  return tables;
}

const merge = (into: Set<string> | 'everything', written: Written): Set<string> | 'everything' => {
  if (into === 'everything' || written === 'everything') return 'everything';
  for (const table of written) into.add(table);
  return into;
};

interface Entry {
  tables: readonly string[];
  /** The sum of its tables' write counts when the load started: a write meanwhile changes it. */
  stamp: number;
  answer: Promise<unknown>;
  /** Stale after this moment (epoch ms) by the clock alone. */
  validUntil: number;
}

export interface CachedDatabase {
  /** The database whose writes forget answers; every part of the api uses this one. */
  db: Database;
  reads: ReadCache;
  /** Forgets the answers that read what another instance wrote (or everything). */
  forget(written: Written): void;
  /**
   * Off: every read loads (a shared database while this instance cannot hear the others' writes).
   * Turning it on or off forgets every answer.
   */
  setEnabled(enabled: boolean): void;
}

/**
 * Wraps `db` so that every statement that writes forgets, once it finished (committed or not), the
 * answers that read a table it wrote; `onWrite` hears of each such write (to tell other instances),
 * and the write's caller goes on once the promise it returns settles: an answer sent after a
 * write is never read stale on another instance.
 */
export function withReadCache(
  db: Database,
  options: { enabled: boolean; onWrite?: (written: Written) => Promise<void> | void },
): CachedDatabase {
  let enabled = options.enabled;
  let resets = 0;
  const writeCounts = new Map<string, number>();
  const entries = new Map<string, Entry>();
  const stampOf = (tables: readonly string[]) =>
    tables.reduce((sum, table) => sum + (writeCounts.get(table) ?? 0), resets);

  const forget = (written: Written) => {
    if (written === 'everything') {
      resets += 1;
      entries.clear();
      return;
    }
    if (written.size === 0) return;
    for (const table of written) writeCounts.set(table, (writeCounts.get(table) ?? 0) + 1);
    for (const [key, entry] of entries) {
      if (entry.tables.some((table) => written.has(table))) entries.delete(key);
    }
  };
  const wrote = (written: Written) => {
    if (written !== 'everything' && written.size === 0) return;
    forget(written);
    return options.onWrite?.(written);
  };
  const counted = <T>(work: Promise<T>, written: () => Written) =>
    work.finally(() => wrote(written()));

  const tracking = (target: Transaction, record: (written: Written) => void): Transaction => ({
    query(sql, params) {
      record(tablesWritten(sql));
      return target.query(sql, params);
    },
    execScript(sql) {
      record('everything');
      return target.execScript(sql);
    },
  });

  const tracked: Database = {
    query<Row>(sql: string, params?: readonly unknown[]) {
      const written = tablesWritten(sql);
      const work = db.query<Row>(sql, params);
      return written !== 'everything' && written.size === 0 ? work : counted(work, () => written);
    },
    execScript: (sql) => counted(db.execScript(sql), () => 'everything'),
    transaction<T>(work: (tx: Transaction) => Promise<T>) {
      let written: Set<string> | 'everything' = new Set();
      const record = (more: Written) => (written = merge(written, more));
      return counted(
        db.transaction((tx) => work(tracking(tx, record))),
        () => written,
      );
    },
    exclusive: (work) => db.exclusive(work),
    close: () => db.close(),
  };

  const reads: ReadCache = {
    read<T>(
      key: string,
      tables: readonly string[],
      load: (db: Queryable) => Promise<T>,
      readOptions?: { validUntil?: (answer: T) => number | undefined },
    ): Promise<T> {
      if (!enabled) return load(db);
      const cached = entries.get(key);
      if (cached && cached.stamp === stampOf(cached.tables) && Date.now() <= cached.validUntil) {
        return cached.answer as Promise<T>;
      }
      const entry: Entry = {
        tables,
        stamp: stampOf(tables),
        answer: load(db),
        validUntil: Infinity,
      };
      if (cached) entries.delete(key);
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(key, entry);
      // A failed load is not an answer; a load a write overtook is not kept either.
      entry.answer.then(
        (answer) => {
          entry.validUntil = readOptions?.validUntil?.(answer as T) ?? Infinity;
          if (entry.stamp !== stampOf(tables) && entries.get(key) === entry) entries.delete(key);
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      return entry.answer as Promise<T>;
    },
  };
  return {
    db: tracked,
    reads,
    forget,
    setEnabled(on) {
      enabled = on;
      forget('everything');
    },
  };
}
