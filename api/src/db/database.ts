import { randomUUID } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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
  /**
   * Runs `work` while no other api instance on this database runs its own (start-up's migrate
   * and seed). PGlite belongs to one process, so there it simply runs.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const isEmptyDir = async (directory: string) =>
  (await readdir(directory).catch(() => [])).length === 0;

/** What a template cluster holds beyond initdb's, keyed so a change to it builds a new one. */
export interface ClusterPreparation {
  /** Part of the template's name: changes whenever `prepare` would write something else. */
  key: string;
  prepare(db: Database): Promise<void>;
}

/**
 * initdb inside WASM takes several seconds, most of a fresh start, and applying the migrations
 * a few more. A freshly initialised cluster (and, for the api's own data dirs, one with the
 * migrations applied) is therefore kept once per machine, keyed by PGlite's version and the
 * preparation's key, and copied into new data dirs, the way PostgreSQL clusters are cloned cold.
 * Concurrent starters each build into a private dir and the first rename wins.
 */
async function clusterTemplate(preparation?: ClusterPreparation): Promise<string> {
  const entry = fileURLToPath(import.meta.resolve('@electric-sql/pglite'));
  const manifest = JSON.parse(
    await readFile(path.join(path.dirname(entry), '..', 'package.json'), 'utf8'),
  ) as { version: string };
  const name = `backoffice-api-pglite-${manifest.version}`;
  const template = path.join(os.tmpdir(), preparation ? `${name}-${preparation.key}` : name);
  if (!(await isEmptyDir(template))) return template;
  const building = `${template}.${randomUUID()}`;
  if (preparation) {
    const db = await openPgliteDatabase(building);
    await preparation.prepare(db).finally(() => db.close());
  } else {
    await (await PGlite.create(building)).close();
  }
  try {
    await rename(building, template);
  } catch {
    await rm(building, { recursive: true, force: true });
  }
  return template;
}

/**
 * PGlite aborts with a bare "RuntimeError: Aborted()" on a data dir it cannot recover (one whose
 * process was killed mid-write, say); this says which dir and how to start over, in words that
 * hold for `npm start` (no pnpm on the PATH) as well as for the api's own scripts.
 */
export class DatabaseUnreadableError extends Error {
  constructor(directory: string, cause: unknown) {
    super(
      [
        `The local database in ${directory} could not be opened (${String(cause)}).`,
        'It may have been damaged by a process stopped while writing. To start over with fresh',
        'demo data, delete that folder (everything stored in it is lost) and start again.',
      ].join('\n'),
      { cause },
    );
    this.name = 'DatabaseUnreadableError';
  }
}

/** Opens PGlite in `directory`; an empty one starts as a copy of the (prepared) template. */
export async function openPgliteDatabase(
  directory: string,
  preparation?: ClusterPreparation,
): Promise<Database> {
  if (await isEmptyDir(directory)) {
    await mkdir(path.dirname(directory), { recursive: true });
    await cp(await clusterTemplate(preparation), directory, { recursive: true });
  }
  const pg = await PGlite.create(directory).catch((cause: unknown) => {
    throw new DatabaseUnreadableError(directory, cause);
  });
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
    exclusive: (work) => work(),
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
