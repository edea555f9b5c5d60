import type { Database, Transaction } from './database';

/**
 * `db` with every statement, a transaction's too, run through `observe`, which is handed the
 * statement's text (the metrics time each one, labelled by its first keyword).
 */
export function observedDatabase(
  db: Database,
  observe: <T>(sql: string, run: () => Promise<T>) => Promise<T>,
): Database {
  const observed = (tx: Transaction): Transaction => ({
    query: (sql, params) => observe(sql, () => tx.query(sql, params)),
    execScript: (sql) => observe(sql, () => tx.execScript(sql)),
  });
  return {
    ...observed(db),
    transaction: (work) => db.transaction((tx) => work(observed(tx))),
    exclusive: (work) => db.exclusive(work),
    close: () => db.close(),
  };
}
