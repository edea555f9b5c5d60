import { z } from 'zod';

export const RUNTIME_CONFIG_URL = '/runtime-config.json';

export const runtimeConfigSchema = z.object({
  apiBaseUrl: z
    .string()
    .min(1, 'apiBaseUrl is required')
    .transform((url) => url.replace(/\/+$/, '')),
  firebase: z.record(z.string(), z.string()).nullish(),
  vapidKey: z.string().nullish(),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

/** The local api (DESIGN.md §4); used only when the deployment ships no runtime config file. */
export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = { apiBaseUrl: 'http://localhost:4000' };

let current: RuntimeConfig = DEFAULT_RUNTIME_CONFIG;

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

export function setRuntimeConfig(partial: Partial<RuntimeConfig>): RuntimeConfig {
  current = runtimeConfigSchema.parse({ ...current, ...partial });
  return current;
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) =>
      issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
    )
    .join('; ');
}

/**
 * Reads the deployment's runtime config (ops edit it without a rebuild). A missing file means a
 * local setup and falls back to the local api; an unreadable or invalid file is an error, because
 * silently talking to the wrong API is worse than not starting.
 */
export async function loadRuntimeConfig(url: string = RUNTIME_CONFIG_URL): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-cache', headers: { Accept: 'application/json' } });
  if (response.status === 404) {
    current = DEFAULT_RUNTIME_CONFIG;
    return current;
  }
  if (!response.ok) {
    throw new Error(`Cannot load ${url}: the server answered ${response.status}`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new Error(`Cannot load ${url}: it is not valid JSON`);
  }
  const parsed = runtimeConfigSchema.safeParse(body);
  if (!parsed.success) {
    throw new Error(`Invalid ${url}: ${describeIssues(parsed.error)}`);
  }
  current = parsed.data;
  return current;
}
