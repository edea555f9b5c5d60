/**
 * What the global setup hands to the tests. Playwright passes environment variables set in the
 * global setup on to the workers, so these are the channel.
 */
export interface StackEnvironment {
  hostUrl: string;
  apiUrl: string;
  /** The local stack's control server; absent when the suites run against a deployment. */
  controlUrl?: string;
  /** Where each role's signed-in storage state is kept for the run (harness/sessions.ts). */
  authDir: string;
  /** A free port the local stack's previewOrigins allow, for serving a candidate build. */
  previewPort?: string;
}

const keys = {
  hostUrl: 'E2E_HOST_URL',
  apiUrl: 'E2E_API_URL',
  controlUrl: 'E2E_CONTROL_URL',
  authDir: 'E2E_AUTH_DIR',
  previewPort: 'E2E_PREVIEW_PORT',
} as const;

type Env = Record<string, string | undefined>;

export function publishStackEnvironment(
  environment: StackEnvironment,
  env: Env = process.env,
): void {
  for (const [field, key] of Object.entries(keys)) {
    const value = environment[field as keyof StackEnvironment];
    if (value === undefined) delete env[key];
    else env[key] = value;
  }
}

export function readStackEnvironment(env: Env = process.env): StackEnvironment {
  const read = (key: string) => {
    const value = env[key];
    if (!value) throw new Error(`${key} is not set: run the suites through playwright test`);
    return value;
  };
  return {
    hostUrl: read(keys.hostUrl),
    apiUrl: read(keys.apiUrl),
    controlUrl: env[keys.controlUrl] || undefined,
    authDir: read(keys.authDir),
    previewPort: env[keys.previewPort] || undefined,
  };
}

/** True when the suites run against a deployment (E2E_BASE_URL): no control server exists. */
export const againstDeployment = (env: Env = process.env) => !env[keys.controlUrl];

/** Why a test that needs the local stack is skipped against a deployment (printed by the runner). */
export const LOCAL_STACK_ONLY =
  'needs the local stack (stops remotes, injects faults, restarts or writes the api directly): skipped against E2E_BASE_URL';
