import { requestRuntimeConfig } from '@backoffice/shared/session';

/**
 * The runtime config, asked for by the first module the entry runs: its answer arrives while the
 * rest of the entry's code runs, so /login does not wait for a round trip after it.
 */
export const runtimeConfigRequest = requestRuntimeConfig();
