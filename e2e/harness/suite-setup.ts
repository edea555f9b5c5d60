import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

/** E2E_BASE_URL (the host) and E2E_API_URL (the api), or null when the local stack is wanted. */
export function deploymentFromEnv(env: Env): { hostUrl: string; apiUrl: string } | null {
  const hostUrl = env.E2E_BASE_URL;
  if (!hostUrl) return null;
  const apiUrl = env.E2E_API_URL;
  if (!apiUrl) {
    throw new Error('E2E_BASE_URL is set but E2E_API_URL is not: give the api the host uses too');
  }
  const origin = (name: string, value: string) => {
    try {
      return new URL(value).origin;
    } catch {
      throw new Error(`${name} must be a URL such as https://staging.example, got "${value}"`);
    }
  };
  return { hostUrl: origin('E2E_BASE_URL', hostUrl), apiUrl: origin('E2E_API_URL', apiUrl) };
}

/** Fails at once, naming the variable, when nothing answers at `url`. */
async function assertAnswers(name: string, url: string): Promise<void> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(10_000) });
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    const reason = cause instanceof Error ? cause.message : String(cause);
    throw new Error(`${name}=${url}: nothing answers there (${reason}). Is the deployment up?`);
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
    await assertAnswers('E2E_BASE_URL', deployment.hostUrl);
    await assertAnswers('E2E_API_URL', deployment.apiUrl);
    const authDir = await newAuthDir();
    publishStackEnvironments([{ ...deployment, authDir }], env);
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
