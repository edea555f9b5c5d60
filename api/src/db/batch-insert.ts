import type { Queryable } from './database';

/**
 * Inserts many rows with one statement and one parameter: the rows travel as a JSON array and
 * PostgreSQL unpacks them with jsonb_to_recordset. Table and column names come from code, never
 * from input; `columns` maps each column to its SQL type.
 */
export async function batchInsert(
  db: Queryable,
  table: string,
  columns: Readonly<Record<string, string>>,
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  if (!rows.length) return;
  const names = Object.keys(columns);
  const definitions = names.map((name) => `${name} ${columns[name]}`).join(', ');
  await db.query(
    `INSERT INTO ${table} (${names.join(', ')})
     SELECT ${names.join(', ')} FROM jsonb_to_recordset($1::jsonb) AS rows(${definitions})`,
    [JSON.stringify(rows)],
  );
}
