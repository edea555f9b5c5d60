import { startLocalStack } from './local-stack.ts';
import { setUpSuites } from './suite-setup.ts';

/**
 * Against a deployment (E2E_BASE_URL and E2E_API_URL) nothing starts; otherwise the local stack
 * does (harness/local-stack.ts). Either way the tests read where things are from the environment.
 */
export default function globalSetup(): Promise<() => Promise<void>> {
  return setUpSuites(process.env, { startLocalStack });
}
