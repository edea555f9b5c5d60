import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../env/paths.ts';

export interface ApiProcess {
  url: string;
  /**
   * CPU time (user + system) the process has used so far, in seconds, from /proc (Linux); a
   * figure that, unlike wall time, does not depend on what else runs on the machine.
   */
  cpuSeconds(): Promise<number | undefined>;
  close(): Promise<void>;
}

/** Linux's USER_HZ, the unit of utime and stime in /proc/<pid>/stat. */
const CLOCK_TICKS_PER_SECOND = 100;

/**
 * The api as `npm start` runs it (`src/main.ts`), in its own process on a port it picks over a fresh
 * database, so the load generator here does not share its event loop. `nodeArgs` adds flags such
 * as `--cpu-prof`; `env` adds variables such as DATABASE_URL.
 */
export async function startApiProcess(
  options: { nodeArgs?: string[]; env?: Record<string, string> } = {},
): Promise<ApiProcess> {
  const dataDir = await mkdtemp(join(tmpdir(), 'backoffice-bench-api-'));
  const child: ChildProcess = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), '--import', 'tsx', join(repoRoot, 'api/src/main.ts')],
    {
      cwd: join(repoRoot, 'api'),
      env: {
        ...process.env,
        ...options.env,
        // It binds a free port itself and prints its address.
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        // The bench signs in many times; the limits are not what it measures.
        SIGNIN_RATE_LIMIT: '0',
        SIGNIN_ACCOUNT_RATE_LIMIT: '0',
        MEMBER_RATE_LIMIT: '0',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /listening on (http:\/\/\S+)/.exec(output);
      if (listening) resolve(listening[1]!);
    });
    child.once('exit', (code) => reject(new Error(`api exited with ${code} before listening`)));
  });
  return {
    url,
    async cpuSeconds() {
      const stat = await readFile(`/proc/${child.pid}/stat`, 'utf8').catch(() => undefined);
      // The fields after the command name (which may hold spaces), from the third on.
      const fields = stat?.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (!fields) return undefined;
      return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
    },
    async close() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
