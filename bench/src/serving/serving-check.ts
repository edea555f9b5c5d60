import type { Figure } from '../report/figures.ts';

export interface HeaderCheck {
  url: string;
  expectation: string;
  actual: string;
  ok: boolean;
}

const year = 31_536_000;

async function headersOf(url: string, accept = 'text/html,*/*') {
  const response = await fetch(url, {
    headers: { accept, 'accept-encoding': 'br, gzip' },
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.headers;
}

function noCache(url: string, cacheControl: string | null): HeaderCheck {
  return {
    url,
    expectation: 'Cache-Control: no-cache',
    actual: cacheControl ?? '(none)',
    ok: /\bno-cache\b/.test(cacheControl ?? ''),
  };
}

function immutable(url: string, cacheControl: string | null): HeaderCheck {
  const maxAge = Number(/max-age=(\d+)/.exec(cacheControl ?? '')?.[1] ?? 0);
  return {
    url,
    expectation: `immutable, max-age ≥ ${year}`,
    actual: cacheControl ?? '(none)',
    ok: /\bimmutable\b/.test(cacheControl ?? '') && maxAge >= year,
  };
}

function compressed(url: string, encoding: string | null): HeaderCheck {
  return {
    url,
    expectation: 'Content-Encoding br or gzip',
    actual: encoding ?? '(none)',
    ok: encoding === 'br' || encoding === 'gzip',
  };
}

/** The first hashed chunk a manifest or page names (e.g. main.1a2b3c4d5e.js). */
async function hashedChunkOf(baseUrl: string, listingUrl: string): Promise<string> {
  const body = await (await fetch(listingUrl)).text();
  const name = /[\w-]+\.[0-9a-f]{10}\.js/.exec(body)?.[0];
  if (!name) throw new Error(`${listingUrl} names no hashed chunk`);
  return new URL(name, baseUrl).href;
}

/**
 * The static serving `npm start` uses caches hashed chunks for a year, makes the
 * browser revalidate everything whose name survives a deploy, and compresses what it sends.
 */
export async function runServingCheck(urls: {
  hostUrl: string;
  remoteOrigin: string;
}): Promise<{ figures: Figure[]; checks: HeaderCheck[] }> {
  const { hostUrl, remoteOrigin } = urls;
  const checks: HeaderCheck[] = [];
  for (const path of ['/', '/login', '/dashboard']) {
    const url = `${hostUrl}${path}`;
    checks.push(noCache(url, (await headersOf(url)).get('cache-control')));
  }
  for (const url of [
    `${hostUrl}/remotes.json`,
    `${hostUrl}/runtime-config.json`,
    `${remoteOrigin}/mf-manifest.json`,
    `${remoteOrigin}/remoteEntry.js`,
  ]) {
    checks.push(noCache(url, (await headersOf(url, '*/*')).get('cache-control')));
  }
  const hostChunk = await hashedChunkOf(`${hostUrl}/`, `${hostUrl}/login`);
  const remoteChunk = await hashedChunkOf(`${remoteOrigin}/`, `${remoteOrigin}/mf-manifest.json`);
  for (const url of [hostChunk, remoteChunk]) {
    const headers = await headersOf(url, '*/*');
    checks.push(immutable(url, headers.get('cache-control')));
    checks.push(compressed(url, headers.get('content-encoding')));
  }
  const manifestUrl = `${remoteOrigin}/mf-manifest.json`;
  checks.push(
    compressed(manifestUrl, (await headersOf(manifestUrl, '*/*')).get('content-encoding')),
  );

  const failed = checks.filter((check) => !check.ok);
  return {
    checks,
    figures: [
      {
        group: 'serving',
        name: 'cache and compression headers not as required',
        unit: 'count',
        samples: [failed.length],
        budget: { max: 0, label: '0' },
        note: failed.length
          ? failed.map((check) => `${check.url}: ${check.actual}`).join('; ')
          : `${checks.length} header checks passed`,
      },
    ],
  };
}
