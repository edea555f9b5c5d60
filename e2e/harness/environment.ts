import { z } from 'zod';

/** Where one stack the tests run against is: a local stack of the run, or the deployment. */
const stackEnvironmentSchema = z.object({
  hostUrl: z.url(),
  apiUrl: z.url(),
  /** The local stack's control server; absent when the suites run against a deployment. */
  controlUrl: z.url().optional(),
  /** Where each role's signed-in storage state is kept for the run (harness/sessions.ts). */
  authDir: z.string().min(1),
  /** A free port the local stack's previewOrigins allow, for serving a candidate build. */
  previewPort: z.string().optional(),
});

export type StackEnvironment = z.infer<typeof stackEnvironmentSchema>;

/**
 * What the global setup hands to the tests: one stack per worker (the local stack), or the one
 * deployment. Playwright passes environment variables set in the global setup on to the workers,
 * so this is the channel.
 */
const STACKS_KEY = 'E2E_STACKS';

type Env = Record<string, string | undefined>;

export function publishStackEnvironments(stacks: StackEnvironment[], env: Env = process.env): void {
  env[STACKS_KEY] = JSON.stringify(stacks);
}

/**
 * The stack of this worker. Workers running at the same time have different parallel indexes
 * (0 to workers − 1), so each has a stack nobody else changes; a worker started after a failure
 * takes over its predecessor's index, stack and stored sign-ins.
 */
export function readStackEnvironment(env: Env = process.env): StackEnvironment {
  const raw = env[STACKS_KEY];
  if (!raw) throw new Error(`${STACKS_KEY} is not set: run the suites through playwright test`);
  const stacks = z.array(stackEnvironmentSchema).min(1).parse(JSON.parse(raw));
  const index = Number(env.TEST_PARALLEL_INDEX ?? 0);
  const stack = stacks[index];
  if (!stack) throw new Error(`No stack for worker ${index}: the setup started ${stacks.length}`);
  return stack;
}

/** True when the suites run against a deployment (E2E_BASE_URL): no control server exists. */
export const againstDeployment = (env: Env = process.env) => Boolean(env.E2E_BASE_URL);

/** Why a test that needs the local stack is skipped against a deployment (printed by the runner). */
export const LOCAL_STACK_ONLY =
  'needs the local stack (stops remotes, injects faults, restarts or writes the api directly): skipped against E2E_BASE_URL';
