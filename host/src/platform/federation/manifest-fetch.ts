import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime-tools/runtime';
import { ManifestFetchError } from './area-failure';

interface RetryOptions {
  /** Attempts after the first one, for a server that did not answer or failed (5xx). */
  retryTimes: number;
  retryDelay: number;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function fetchOnce(url: string, init: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    throw new ManifestFetchError(url, 'no-answer', String(error));
  }
  if (!response.ok) {
    const detail = `it answered HTTP ${response.status}`;
    throw new ManifestFetchError(url, 'no-manifest', detail, response.status >= 500);
  }
  // Read from a copy: the runtime reads the answer itself.
  const isJson = await response
    .clone()
    .json()
    .then(
      () => true,
      () => false,
    );
  if (!isJson) throw new ManifestFetchError(url, 'no-manifest', 'its answer is not JSON');
  return response;
}

/**
 * Fetches an area's mf-manifest.json for the runtime, retrying a server that did not answer or
 * failed. Unlike the retry plugin's fetch, which reports every failure as "abandoned", it says
 * which it was (no answer, an HTTP status, not JSON): the area's error state tells staff.
 */
export const manifestFetchPlugin = ({
  retryTimes,
  retryDelay,
}: RetryOptions): ModuleFederationRuntimePlugin => ({
  name: 'backoffice-manifest-fetch',
  async fetch(url, init) {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await fetchOnce(url, init);
      } catch (error) {
        if (attempt >= retryTimes || !(error instanceof ManifestFetchError && error.transient))
          throw error;
        await wait(retryDelay);
      }
    }
  },
});
