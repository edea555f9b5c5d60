import { cp, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { startAppServer } from '../../scripts/serve/app-server.ts';
import { freePort } from '../harness/free-port.ts';

export const supportDist = join(import.meta.dirname, '..', '..', 'remote-support', 'dist');

/**
 * A copy of remote-support's build with texts changed in its code, as a fix shipped by the support
 * team alone would be (cheaper than a second build; the manifest names the same files).
 */
export async function supportCopyWith(changes: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'remote-support-copy-'));
  await cp(supportDist, dir, { recursive: true });
  const changed = new Set<string>();
  for (const file of (await readdir(dir)).filter((name) => name.endsWith('.js'))) {
    let code = await readFile(join(dir, file), 'utf8');
    for (const [from, to] of Object.entries(changes)) {
      if (!code.includes(from)) continue;
      code = code.replaceAll(from, to);
      changed.add(from);
    }
    await writeFile(join(dir, file), code);
  }
  // A text not found would make the test pass without proving anything.
  expect([...changed].sort()).toEqual(Object.keys(changes).sort());
  return dir;
}

/** Serves a remote's build on `port` (any free one by default), for pages of `hostOrigin`. */
export const serveCopy = async (root: string, name: string, hostOrigin: string, port?: number) =>
  startAppServer({
    name,
    root,
    host: '127.0.0.1',
    port: port ?? (await freePort()),
    spa: false,
    runtimeFiles: () => {
      throw new Error('a remote copy serves no runtime files in this test');
    },
    serveRemotesJson: false,
    corsOrigins: [hostOrigin],
    csp: () => ({ remoteOrigins: [], apiOrigins: [] }),
  });
