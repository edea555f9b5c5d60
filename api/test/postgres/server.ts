import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { chown, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);
const PG_ROOT = '/usr/lib/postgresql';

/** Debian's `postgresql` package's binaries, newest version first, or why there are none. */
export async function findPostgres(): Promise<{ binDir: string } | { missing: string }> {
  const versions = await readdir(PG_ROOT).catch(() => [] as string[]);
  const binDir = versions
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => path.join(PG_ROOT, version, 'bin'))
    .find((dir) => existsSync(path.join(dir, 'initdb')));
  if (binDir) return { binDir };
  return { missing: `PostgreSQL is not installed (no ${PG_ROOT}/<version>/bin/initdb)` };
}

/**
 * Whether the PostgreSQL suites run here. Without the binaries they are skipped with the reason
 * printed, except under CI=true, where .ci/run installs them and a skip must fail the run.
 */
export async function postgresForSuite(): Promise<{ binDir: string } | undefined> {
  const found = await findPostgres();
  if ('binDir' in found) return found;
  if (process.env.CI === 'true') throw new Error(`${found.missing}; CI must run these suites`);
  console.warn(`Skipping the PostgreSQL suite: ${found.missing}`);
  return undefined;
}

export interface PostgresServer {
  /** A new, empty database on this server, as a connection URL. */
  createDatabase(name: string): Promise<string>;
  stop(): Promise<void>;
}

/**
 * A throwaway cluster: a temp folder, trust auth, fsync off. It listens only on a Unix socket in
 * that folder, so no port is chosen at all: a TCP port picked free and bound later could be taken
 * in between by any outgoing connection on the machine. initdb refuses root, so as root it and the
 * server run as the `postgres` user.
 */
export async function startPostgres(binDir: string): Promise<PostgresServer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'backoffice-pg-'));
  const asRoot = process.getuid?.() === 0;
  const command = (binary: string, args: string[]): [string, string[]] =>
    asRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(binDir, binary), ...args]]
      : [path.join(binDir, binary), args];
  if (asRoot) {
    const { uid, gid } = await postgresIds();
    await chown(dir, uid, gid);
  }
  const dataDir = path.join(dir, 'data');
  await run(
    ...command('initdb', [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '--no-sync',
      '-E',
      'UTF8',
      '--locale=C',
    ]),
  );
  const [binary, args] = command('postgres', [
    '-D',
    dataDir,
    '-k',
    dir,
    '-c',
    'listen_addresses=',
    '-c',
    'fsync=off',
    '-c',
    'synchronous_commit=off',
    '-c',
    'full_page_writes=off',
  ]);
  const server: ChildProcess = spawn(binary, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  server.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const urlOf = (database: string) => `postgres://postgres@localhost/${database}?host=${dir}`;
  const adminUrl = urlOf('postgres');
  await waitUntilAccepting(
    adminUrl,
    () => server.exitCode !== null,
    () => log,
  );

  return {
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE "${name}"`);
      } finally {
        await client.end();
      }
      return urlOf(name);
    },
    async stop() {
      // SIGINT is PostgreSQL's fast shutdown: sessions are ended, nothing is waited for. It goes
      // to the postmaster itself (its pid heads postmaster.pid): runuser does not pass it on.
      if (server.exitCode === null) {
        const pidFile = await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8');
        process.kill(Number(pidFile.split('\n')[0]), 'SIGINT');
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function postgresIds(): Promise<{ uid: number; gid: number }> {
  const [uid, gid] = await Promise.all([
    run('id', ['-u', 'postgres']),
    run('id', ['-g', 'postgres']),
  ]);
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

async function waitUntilAccepting(url: string, died: () => boolean, log: () => string) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => {});
      if (died() || Date.now() > deadline) {
        throw new Error(`PostgreSQL did not start: ${String(error)}\n${log()}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
