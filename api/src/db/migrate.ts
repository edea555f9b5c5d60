import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { ClusterPreparation, Database, Queryable } from './database';

const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations/', import.meta.url));

const migrationFiles = async () =>
  (await readdir(MIGRATIONS_DIR)).filter((name) => name.endsWith('.sql')).sort();

/** The migration files this build ships that the database has not recorded as applied. */
export async function pendingMigrations(db: Queryable): Promise<string[]> {
  const [table] = await db.query<{ name: string | null }>(
    "SELECT to_regclass('schema_migrations')::text AS name",
  );
  const files = await migrationFiles();
  if (!table?.name) return files;
  const applied = new Set(
    (await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((row) => row.name),
  );
  return files.filter((name) => !applied.has(name));
}

/** Applies every `migrations/*.sql` not yet recorded, in file-name order, each in a transaction. */
export async function migrate(db: Database): Promise<string[]> {
  await db.execScript(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const applied = new Set(
    (await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((row) => row.name),
  );
  const files = await migrationFiles();
  const newlyApplied: string[] = [];
  for (const name of files) {
    if (applied.has(name)) continue;
    const sql = await readFile(new URL(name, `file://${MIGRATIONS_DIR}`), 'utf8');
    await db.transaction(async (tx) => {
      await tx.execScript(sql);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
    });
    newlyApplied.push(name);
  }
  return newlyApplied;
}

/**
 * A PGlite template with every shipped migration applied (src/db/database.ts), keyed by the
 * migrations' names and texts so that editing or adding one builds a new template.
 */
export async function migratedCluster(): Promise<ClusterPreparation> {
  const hash = createHash('sha256');
  for (const name of await migrationFiles()) {
    hash.update(name).update('\0');
    hash.update(await readFile(new URL(name, `file://${MIGRATIONS_DIR}`))).update('\0');
  }
  return {
    key: `migrated-${hash.digest('hex').slice(0, 16)}`,
    prepare: async (db) => void (await migrate(db)),
  };
}
