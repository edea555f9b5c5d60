import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';

/**
 * The only surface the rest of the api uses: parameterised SQL in, rows out. A `pg` Pool can
 * implement it with the same queries, which is what keeps PGlite a driver choice.
 */
export interface Queryable {
  query<Row>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
}

export interface Transaction extends Queryable {
  /** Runs a script of several statements without parameters (migrations only). */
  execScript(sql: string): Promise<void>;
}

export interface Database extends Transaction {
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export async function openPgliteDatabase(directory: string): Promise<Database> {
  await mkdir(directory, { recursive: true });
  const pg = await PGlite.create(directory);
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await pg.query<Row>(sql, [...params]);
      return result.rows;
    },
    transaction(work) {
      return pg.transaction((tx) =>
        work({
          async query<Row>(sql: string, params: readonly unknown[] = []) {
            const result = await tx.query<Row>(sql, [...params]);
            return result.rows;
          },
          async execScript(sql: string) {
            await tx.exec(sql);
          },
        }),
      );
    },
    async execScript(sql) {
      await pg.exec(sql);
    },
    async close() {
      await pg.close();
    },
  };
}

/** A unique-constraint violation, as PostgreSQL reports it (SQLSTATE 23505) with any driver. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}

export const toIso = (value: Date | string): string => new Date(value).toISOString();
export const toIsoOrNull = (value: Date | string | null): string | null =>
  value === null ? null : toIso(value);
