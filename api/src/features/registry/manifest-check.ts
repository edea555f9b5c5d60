import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { ApiError } from '../../http/errors';

/** How long the api waits for a manifest before calling its URL unreachable. */
const MANIFEST_TIMEOUT_MS = 5_000;

/** Host names releases may come from when RELEASE_ORIGINS is unset: the local stack's. */
export const LOCAL_RELEASE_HOSTS = ['localhost', '127.0.0.1'];

/**
 * The @backoffice/shared version the running host provides: every app, the host included, is
 * built against shared/package.json's (scripts/rspack-common.ts).
 */
export const hostSharedVersion = (
  JSON.parse(readFileSync(new URL('../../../../shared/package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

/** A refused release: 422 with the reason; nothing was stored. */
const refused = (message: string) => new ApiError(422, message, 'manifestUrl');

/**
 * Whether a manifest URL's origin may be released. Each allowed item is an origin
 * (`https://cdn.example`) or a bare host name (`localhost`), which allows it on any port.
 */
export function checkReleaseOrigin(manifestUrl: string, allowed: readonly string[]): void {
  const url = new URL(manifestUrl);
  const ok = allowed.some((item) =>
    item.includes('://') ? item === url.origin : item === url.hostname,
  );
  if (!ok) {
    throw refused(
      `${url.origin} is not an allowed release origin (RELEASE_ORIGINS: ${allowed.join(', ')})`,
    );
  }
}

const manifestSchema = z.object({
  name: z.string(),
  metaData: z.object({ buildInfo: z.object({ buildVersion: z.string() }).partial() }).partial(),
  exposes: z.array(z.unknown()),
  shared: z.array(
    z.object({
      name: z.string(),
      requiredVersion: z.union([z.string(), z.literal(false)]).optional(),
    }),
  ),
});

const parseVersion = (text: string) => {
  const match = /^(\d+)\.(\d+)\.(\d+)/.exec(text.trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : undefined;
};

const compare = (a: number[], b: number[]) =>
  a[0]! - b[0]! || a[1]! - b[1]! || (a[2] ?? 0) - (b[2] ?? 0);

/**
 * Whether `version` satisfies `range`, for the ranges the apps are built with: `^x.y.z`,
 * `~x.y.z`, `>=x.y.z`, an exact version, or `*`. Anything else is read as unsatisfiable, so an
 * unreadable requirement is refused rather than guessed.
 */
export function satisfiesRange(version: string, range: string): boolean {
  const have = parseVersion(version);
  const trimmed = range.trim();
  if (trimmed === '*' || trimmed === '') return true;
  const [, operator = '', rest = ''] = /^(\^|~|>=|=)?\s*(.*)$/.exec(trimmed) ?? [];
  const want = parseVersion(rest);
  if (!have || !want) return false;
  if (compare(have, want) < 0) return false;
  if (operator === '>=') return true;
  if (operator === '' || operator === '=') return compare(have, want) === 0;
  if (operator === '~') return have[0] === want[0] && have[1] === want[1];
  // ^: the same major, or below 1.0.0 the same minor.
  return want[0] === 0 ? have[0] === 0 && have[1] === want[1] : have[0] === want[0];
}

export interface CheckedManifest {
  /** The build version the manifest names (`MF_BUILD_VERSION`), when it names one. */
  buildVersion: string | undefined;
}

/**
 * A manifest URL as it is stored and compared: WHATWG's canonical form, so `http://0x7f000001:5004`
 * is `http://127.0.0.1:5004/`, the host name is lower-case and a default port is dropped.
 */
export const canonicalManifestUrl = (manifestUrl: string) => new URL(manifestUrl).href;

/**
 * Fetches the manifest a release names and refuses it, saying why, when the host could not use
 * it: unreachable, a redirect (it could lead off RELEASE_ORIGINS), not an mf-manifest.json,
 * another remote's, or needing a newer @backoffice/shared than the host has. A refusal never
 * repeats what the URL answered (its body, its names, its Location), so the check cannot be
 * used to read what the api can reach.
 */
export async function checkManifest(
  manifestUrl: string,
  remote: string,
  fetchImpl: typeof fetch = fetch,
): Promise<CheckedManifest> {
  let response: Response;
  try {
    response = await fetchImpl(manifestUrl, {
      signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS),
      headers: { accept: 'application/json' },
      redirect: 'manual',
    });
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    throw refused(`${manifestUrl} could not be reached (${String(cause)})`);
  }
  if ((response.status >= 300 && response.status < 400) || response.type === 'opaqueredirect') {
    throw refused(`${manifestUrl} redirects elsewhere: release the manifest's own address`);
  }
  if (!response.ok) throw refused(`${manifestUrl} answered ${response.status}`);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw refused(`${manifestUrl} is not an mf-manifest.json (not JSON)`);
  }
  const manifest = manifestSchema.safeParse(body);
  if (!manifest.success) throw refused(`${manifestUrl} is not an mf-manifest.json`);
  const { name, shared, metaData } = manifest.data;
  if (name !== remote) {
    throw refused(`The manifest is another remote's, not ${remote}'s`);
  }
  const range = shared.find(
    (entry) => entry.name === '@backoffice/shared' || entry.name.startsWith('@backoffice/shared/'),
  )?.requiredVersion;
  if (typeof range === 'string' && !satisfiesRange(hostSharedVersion, range)) {
    throw refused(
      `It needs another @backoffice/shared than the host provides (${hostSharedVersion})`,
    );
  }
  return { buildVersion: metaData.buildInfo?.buildVersion };
}
