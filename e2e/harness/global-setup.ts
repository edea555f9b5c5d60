import type { FullConfig } from '@playwright/test';
import { startLocalStack } from './local-stack.ts';
import { setUpSuites } from './suite-setup.ts';

/**
 * Against a deployment (E2E_BASE_URL) nothing starts; otherwise one local stack
 * per worker does (harness/local-stack.ts). Either way the tests read where things are from the
 * environment.
 */
export default function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  return setUpSuites(process.env, { startLocalStack }, config.workers);
}
