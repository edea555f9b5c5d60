/**
 * `npm start`'s second half (after the build): the local api plus every built app on its own port,
 * as they would be deployed. Ports, bind host and runtime files come from the environment
 * (scripts/stack-layout.ts, scripts/serve/runtime-files.ts).
 */
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stackBuildVersions } from './serve/build-versions.ts';
import { runtimeFilesFromEnv } from './serve/runtime-files.ts';
import { startStack, type RunningStack } from './serve/stack.ts';
import { demoAccounts, startBanner } from './serve/start-banner.ts';
import { describeStartFailure } from './serve/start-failure.ts';
import { webSecurityFromEnv } from './serve/web-security.ts';
import { originOf, publicHostFromEnv, remoteApps, stackPortsFromEnv } from './stack-layout.ts';

const rootDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const ports = stackPortsFromEnv(process.env);
const bindHost = process.env.HOST || '127.0.0.1';
const publicHost = publicHostFromEnv(process.env);
const runtimeFiles = runtimeFilesFromEnv(process.env, ports);
const hostUrl = originOf(publicHost, ports.host);

// The api must accept the host and every remote's standalone page, by either local name.
const pagePorts = [ports.host, ...remoteApps.map((app) => ports.remotes[app.name])];
const pageOrigins = [...new Set([publicHost, 'localhost', '127.0.0.1'])].flatMap((name) =>
  pagePorts.map((port) => originOf(name, port)),
);

const api = spawn(process.execPath, ['--import', 'tsx', join('api', 'src', 'main.ts')], {
  cwd: rootDir,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: {
    ...process.env,
    PORT: String(ports.api),
    HOST: bindHost,
    CORS_ORIGINS: process.env.CORS_ORIGINS || pageOrigins.join(','),
    // Local mode: the api runs the mail catcher (SMTP on SMTP_CATCHER_PORT, any free port by
    // default) and shows what it caught at /dev/mail.
    API_MODE: process.env.API_MODE || 'local',
    // A line per request would bury the URL and the demo accounts; LOG_LEVEL=info brings them back.
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // Health counts a timing under its release only when the api knows that build.
    ENVIRONMENT_RELEASES:
      process.env.ENVIRONMENT_RELEASES || JSON.stringify(stackBuildVersions(rootDir, process.env)),
  },
});

let stack: RunningStack;
try {
  stack = await startStack({
    rootDir,
    bindHost,
    publicHost,
    ports,
    runtimeFiles: () => runtimeFiles,
    security: webSecurityFromEnv(process.env),
  });
} catch (error) {
  console.error(describeStartFailure(error, ports));
  // The api was started first: it must not outlive this process and keep its port.
  api.kill('SIGTERM');
  process.exit(1);
}

/**
 * The api seeds its database on first start; the URL is printed once it says it is ready (not
 * merely once something answers on its port: another program may hold it).
 */
async function waitForApi(origin: string, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const body: unknown = await fetch(`${origin}/ready`)
      .then((response) => response.json())
      .catch(() => null);
    if ((body as { status?: unknown } | null)?.status === 'ready') return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The api was not ready at ${origin} within ${timeoutMs / 1000} s`);
}

let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  api.kill('SIGTERM');
  await stack.close();
  process.exit(code);
}
api.on('exit', (code) => {
  if (!stopping) {
    console.error(`The api stopped (exit code ${code ?? 'none'}); stopping the dashboard too.`);
    void stop(1);
  }
});
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

try {
  await waitForApi(originOf('127.0.0.1', ports.api));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stop(1);
}

console.log(startBanner(hostUrl, demoAccounts));
