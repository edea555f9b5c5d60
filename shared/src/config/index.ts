export {
  DEFAULT_RUNTIME_CONFIG,
  RUNTIME_CONFIG_URL,
  getRuntimeConfig,
  loadRuntimeConfig,
  runtimeConfigSchema,
  setRuntimeConfig,
} from './runtimeConfig';
export type { RuntimeConfig } from './runtimeConfig';
