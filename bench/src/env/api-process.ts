import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../../e2e/harness/free-port.ts';
import { repoRoot } from './paths.ts';

export interface ApiProcess {
  apiUrl: string;
  close: () => Promise<void>;
}

const startTimeout = 120_000;

/**
 * The api as `npm start` runs it, in a process of its own: a load figure then measures the api,
 * not an event loop it shares with the clients that load it.
 */
export async function startApiProcess(): Promise<ApiProcess> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-api-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(repoRoot, 'api'),
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const close = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('The api did not start')), startTimeout);
      child.stdout.on('data', (chunk: Buffer) => {
        if (!chunk.toString().includes('listening on')) return;
        clearTimeout(timer);
        resolve();
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`The api exited with ${code} before listening`));
      });
    });
  } catch (error) {
    await close();
    throw error;
  }
  return { apiUrl: `http://127.0.0.1:${port}`, close };
}
