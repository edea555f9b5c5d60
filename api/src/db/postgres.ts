import pg from 'pg';
import type { Database, Transaction } from './database';

/** Any number the instances agree on: the lock that serialises migrating and seeding. */
const STARTUP_LOCK = 2_300_023;

/**
 * A PostgreSQL server through `pg` (pure JavaScript), behind the same Database surface as PGlite,
 * so every repository runs the same SQL on both. Several api instances share it.
 */
export interface PostgresDatabase extends Database {
  /** The pool itself, for socket.io's PostgreSQL adapter (LISTEN/NOTIFY between instances). */
  pool: pg.Pool;
}

export function openPostgresDatabase(connectionString: string): PostgresDatabase {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client's error (the server restarting) must not crash the process; the next query
  // gets a fresh connection or fails with its own error.
  pool.on('error', () => {});

  const queryOn = (client: pg.Pool | pg.PoolClient) =>
    async function query<Row>(sql: string, params: readonly unknown[] = []): Promise<Row[]> {
      const result = await client.query(sql, [...params]);
      return result.rows as Row[];
    };

  return {
    pool,
    query: queryOn(pool),
    async execScript(sql) {
      await pool.query(sql);
    },
    async transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({
          query: queryOn(client),
          async execScript(sql) {
            await client.query(sql);
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async exclusive(work) {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK]);
        return await work();
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => {});
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}

/** `--reset` on a PostgreSQL server: everything in its public schema goes. */
export async function dropEverything(db: Database): Promise<void> {
  await db.execScript('DROP SCHEMA public CASCADE; CREATE SCHEMA public');
}

/** socket.io's PostgreSQL adapter keeps payloads over NOTIFY's 8000 bytes here. */
export async function createSocketIoAttachments(db: Database): Promise<void> {
  await db.execScript(`CREATE TABLE IF NOT EXISTS socket_io_attachments (
  id bigserial UNIQUE, created_at timestamptz DEFAULT now(), payload bytea)`);
}
