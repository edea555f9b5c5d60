import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteApps } from '../../scripts/stack-layout.ts';
import { areas, expect, localStack, signInThroughForm, test } from '../fixtures';
import { manifestUrls } from '../support/remotes-json';

/**
 * Issue 16: a remote built for the host shares the host's federation runtime, so its dev server
 * builds it standalone, with its own. Each remote's `rspack serve` (what `pnpm --filter <remote>
 * dev` runs), on the port of this stack's copy of the remote (the origin the api lets in), must
 * show its sign-in page and then its area with real data from the api.
 */
const rootDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const rspackCli = join(rootDir, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js');

type DevServer = { child: ChildProcess; output: () => string };

function spawnDevServer(appDir: string, env: Record<string, string>): DevServer {
  const child = spawn(process.execPath, [rspackCli, 'serve', '--mode', 'development'], {
    cwd: join(rootDir, appDir),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

/** The dev server answers its page once its first compilation is done. */
async function waitUntilServing(url: string, title: string, server: DevServer) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) {
      throw new Error(`the dev server exited (${server.child.exitCode}):\n${server.output()}`);
    }
    const page = await fetch(url).then(
      (response) => (response.ok ? response.text() : ''),
      () => '',
    );
    if (page.includes(`<title>${title}</title>`)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not serve "${title}" within 90 s:\n${server.output()}`);
}

/** Dev servers started by a test, stopped when it ends however it ends (a timeout too). */
const devTest = test.extend<{
  startDevServer: (appDir: string, env: Record<string, string>) => DevServer;
}>({
  // Depends on `remotes`, so it is torn down first: the port is free when `remotes` restores the
  // stack's own server of a stopped remote.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  startDevServer: async ({ remotes }, use) => {
    const started: DevServer[] = [];
    await use((appDir, env) => {
      const server = spawnDevServer(appDir, env);
      started.push(server);
      return server;
    });
    for (const { child } of started) {
      if (child.exitCode !== null) continue;
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
  },
});

devTest.describe('each remote runs standalone in dev', () => {
  devTest.describe.configure({ timeout: 150_000 });

  for (const area of areas) {
    const app = remoteApps.find((candidate) => candidate.name === area.remote)!;

    devTest(
      `${area.title}: its dev server signs in and shows the area's data`,
      localStack,
      async ({ page, remotes, apiUrl, startDevServer }) => {
        const manifest = manifestUrls(await (await page.request.get('/remotes.json')).json())[
          area.remote
        ]!;
        const origin = new URL(manifest).origin;
        await remotes.stop(area.remote);
        const server = startDevServer(app.dir, {
          [`PORT_${app.envKey}`]: new URL(origin).port,
          HOST: '127.0.0.1',
          API_BASE_URL: apiUrl,
        });
        const title = `${app.nav.label} (standalone)`;
        await waitUntilServing(`${origin}/`, title, server);
        await page.goto(`${origin}/`);
        await expect(page).toHaveTitle(title);
        await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
        await signInThroughForm(page);
        await expect(page).toHaveURL(new RegExp(`^${origin}${area.path}(\\?|$)`));
        await expect(page.getByRole('heading', { level: 1, name: area.title })).toBeVisible();
        await expect(area.loaded(page)).toBeVisible();
      },
    );
  }
});
