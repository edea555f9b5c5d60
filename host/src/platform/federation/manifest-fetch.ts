import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime-tools/runtime';
import { ManifestFetchError } from './area-failure';

interface ManifestFetchOptions {
  /** Attempts after the first one, for a server that did not answer or failed (5xx). */
  retryTimes: number;
  retryDelay: number;
  /** A read of the manifest at `url` already sent (by the sign-in form), taken as the first. */
  sentManifest?: (url: string) => Promise<Response> | undefined;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function fetchOnce(
  url: string,
  init: RequestInit,
  sent?: Promise<Response>,
): Promise<Response> {
  let response: Response;
  try {
    response = await (sent ?? fetch(url, init));
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
  sentManifest = () => undefined,
}: ManifestFetchOptions): ModuleFederationRuntimePlugin => ({
  name: 'backoffice-manifest-fetch',
  async fetch(url, init) {
    const sent = sentManifest(url);
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await fetchOnce(url, init, attempt === 0 ? sent : undefined);
      } catch (error) {
        if (attempt >= retryTimes || !(error instanceof ManifestFetchError && error.transient))
          throw error;
        await wait(retryDelay);
      }
    }
  },
});
