import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../../e2e/harness/free-port.ts';
import { repoRoot } from '../env/paths.ts';

export interface ApiProcess {
  url: string;
  close(): Promise<void>;
}

/**
 * The api as `npm start` runs it (`src/main.ts`), in its own process on a free port over a fresh
 * database, so the load generator here does not share its event loop. `nodeArgs` adds flags such
 * as `--cpu-prof`; `env` adds variables such as DATABASE_URL.
 */
export async function startApiProcess(
  options: { nodeArgs?: string[]; env?: Record<string, string> } = {},
): Promise<ApiProcess> {
  const dataDir = await mkdtemp(join(tmpdir(), 'backoffice-bench-api-'));
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), '--import', 'tsx', join(repoRoot, 'api/src/main.ts')],
    {
      cwd: join(repoRoot, 'api'),
      env: {
        ...process.env,
        ...options.env,
        PORT: String(port),
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
  const url = `http://127.0.0.1:${port}`;
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('listening on')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`api exited with ${code} before listening`)));
  });
  return {
    url,
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
