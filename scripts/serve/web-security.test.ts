import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HSTS_MAX_AGE_S, startAppServer, type RunningServer } from './app-server.ts';
import { testHostOptions } from './app-server-testing.ts';
import { webSecurityFromEnv } from './web-security.ts';

let root: string;
const servers: RunningServer[] = [];

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'web-security-'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Back-office</title>');
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  rmSync(root, { recursive: true, force: true });
});

async function headersOf(env: Record<string, string>) {
  const security = webSecurityFromEnv(env);
  const server = await startAppServer(
    testHostOptions(root, {
      csp: () => ({
        remoteOrigins: ['http://127.0.0.1:3001'],
        apiOrigins: ['http://127.0.0.1:4000', 'ws://127.0.0.1:4000'],
        imageHosts: security.imageHosts,
      }),
      hsts: security.hsts,
    }),
  );
  servers.push(server);
  const response = await fetch(`${server.url}/`, { headers: { Accept: 'text/html' } });
  // A body left unread keeps the connection busy, and the server's close waits for it.
  await response.arrayBuffer();
  return response.headers;
}

const imgSrc = (headers: Headers) =>
  /img-src ([^;]*)/.exec(headers.get('content-security-policy') ?? '')?.[1]?.split(' ');

describe('the static servers’ transport and image rules', () => {
  it('send no HSTS on local http', async () => {
    const headers = await headersOf({ PUBLIC_URL: 'http://localhost:3000' });
    expect(headers.get('strict-transport-security')).toBeNull();
  });

  it.each([
    ['PUBLIC_URL is https', { PUBLIC_URL: 'https://backoffice.example.org' }],
    ['HSTS=1', { HSTS: '1' }],
  ])('send HSTS when %s', async (_case, env) => {
    const headers = await headersOf(env);
    expect(headers.get('strict-transport-security')).toBe(
      `max-age=${HSTS_MAX_AGE_S}; includeSubDomains`,
    );
  });

  it('allow images only from the app’s own origins, data: and the configured hosts', async () => {
    const sources = imgSrc(
      await headersOf({ IMG_HOSTS: 'https://cdn.example.org, https://avatars.example.net/x' }),
    );
    expect(sources).toEqual([
      "'self'",
      'data:',
      'http://127.0.0.1:3001',
      'http://127.0.0.1:4000',
      'ws://127.0.0.1:4000',
      'https://cdn.example.org',
      'https://avatars.example.net',
    ]);
    expect(imgSrc(await headersOf({}))).not.toContain('https:');
  });

  it('refuses an image host that is not an http(s) origin', () => {
    expect(() => webSecurityFromEnv({ IMG_HOSTS: 'javascript:alert(1)' })).toThrow(/IMG_HOSTS/);
  });
});
