import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { publishStackEnvironments, type StackEnvironment } from './environment.ts';
import { previewFromEnv } from './preview-env.ts';

type Env = Record<string, string | undefined>;

export interface SuiteSetupDeps {
  /** Starts the api and the built apps on free ports (harness/local-stack.ts). */
  startLocalStack: () => Promise<{
    environment: Omit<StackEnvironment, 'authDir'>;
    close: () => Promise<void>;
  }>;
}

/** E2E_BASE_URL (the host) and E2E_API_URL (an override of its api), or null for the local stack. */
export function deploymentFromEnv(env: Env): { hostUrl: string; apiOverride?: string } | null {
  const hostUrl = env.E2E_BASE_URL;
  if (!hostUrl) return null;
  const apiOverride = env.E2E_API_URL;
  return {
    hostUrl: new URL(urlFrom('E2E_BASE_URL', hostUrl)).origin,
    ...(apiOverride && { apiOverride: urlFrom('E2E_API_URL', apiOverride) }),
  };
}

/** `value` as an absolute URL without a trailing slash, or an error naming the variable. */
function urlFrom(name: string, value: string): string {
  try {
    return new URL(value).href.replace(/\/+$/, '');
  } catch {
    throw new Error(`${name} must be a URL such as https://staging.example, got "${value}"`);
  }
}

const runtimeConfigSchema = z.object({ apiBaseUrl: z.string().min(1) });

/**
 * The api address the deployment's pages call: `apiBaseUrl` of its /runtime-config.json (resolved
 * against the host, as the browser does), or undefined when the deployment serves none.
 */
async function pagesApiUrl(hostUrl: string): Promise<string | undefined> {
  const configUrl = `${hostUrl}/runtime-config.json`;
  const response = await fetch(configUrl, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) return undefined;
  const parsed = runtimeConfigSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) {
    throw new Error(`${configUrl} has no apiBaseUrl: ${z.prettifyError(parsed.error)}`);
  }
  return new URL(parsed.data.apiBaseUrl, hostUrl).href.replace(/\/+$/, '');
}

/**
 * The api of the deployment: the one its pages call. E2E_API_URL only overrides it, so it must name
 * the same address (a test that intercepts the pages' calls to another address never sees one), or
 * stand in for a deployment without a runtime config.
 */
async function deploymentApiUrl(deployment: {
  hostUrl: string;
  apiOverride?: string;
}): Promise<string> {
  const fromPages = await pagesApiUrl(deployment.hostUrl);
  const { apiOverride } = deployment;
  if (fromPages === undefined) {
    if (apiOverride) return apiOverride;
    throw new Error(
      `${deployment.hostUrl}/runtime-config.json gives no api address: set E2E_API_URL to the api the pages call`,
    );
  }
  if (apiOverride && apiOverride !== fromPages) {
    throw new Error(
      `E2E_API_URL=${apiOverride} is not the api the deployment's pages call (${fromPages}, from ${deployment.hostUrl}/runtime-config.json): unset E2E_API_URL or set it to ${fromPages}`,
    );
  }
  return fromPages;
}

/** Fails at once, naming `what` (the variable and its value), when nothing answers at `url`. */
async function assertAnswers(what: string, url: string): Promise<void> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(10_000) });
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    const reason = cause instanceof Error ? cause.message : String(cause);
    throw new Error(`${what}: nothing answers there (${reason}). Is the deployment up?`);
  }
}

/**
 * The e2e global setup: publishes where the host and api are for the tests (harness/environment.ts),
 * each with a directory for the run's stored sign-ins. Against a deployment that is the deployment;
 * otherwise `stackCount` local stacks, one per worker, so that no test sees another's changes (a
 * stopped remote, a restarted api, a count that moved). Returns the teardown.
 */
export async function setUpSuites(
  env: Env,
  deps: SuiteSetupDeps,
  stackCount = 1,
): Promise<() => Promise<void>> {
  const deployment = deploymentFromEnv(env);
  previewFromEnv(env);
  if (deployment) {
    await assertAnswers(`E2E_BASE_URL=${deployment.hostUrl}`, deployment.hostUrl);
    const apiUrl = await deploymentApiUrl(deployment);
    await assertAnswers(`The api at ${apiUrl}`, apiUrl);
    const authDir = await newAuthDir();
    publishStackEnvironments([{ hostUrl: deployment.hostUrl, apiUrl, authDir }], env);
    return () => removeDir(authDir);
  }
  const stacks = await Promise.all(
    Array.from({ length: stackCount }, async () => ({
      stack: await deps.startLocalStack(),
      authDir: await newAuthDir(),
    })),
  );
  publishStackEnvironments(
    stacks.map(({ stack, authDir }) => ({ ...stack.environment, authDir })),
    env,
  );
  return async () => {
    await Promise.all(
      stacks.map(async ({ stack, authDir }) => {
        await stack.close();
        await removeDir(authDir);
      }),
    );
  };
}

const newAuthDir = () => mkdtemp(join(tmpdir(), 'backoffice-e2e-auth-'));
const removeDir = (dir: string) => rm(dir, { recursive: true, force: true });
