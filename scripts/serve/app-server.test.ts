import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type RunningServer } from './app-server.ts';
import { testHostOptions } from './app-server-testing.ts';

const page = '<!doctype html><title>Back-office</title><div id="root"></div>';

let root: string;
let server: RunningServer;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'app-server-'));
  writeFileSync(join(root, 'index.html'), page);
  server = await startAppServer(testHostOptions(root));
});

afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

const openPage = (path: string) =>
  fetch(`${server.url}${path}`, { headers: { Accept: 'text/html' } });

describe('the host serves its page for any route a person can type', () => {
  it.each([
    ['a client-side route', '/submissions/ticket-details/FR-10001'],
    // The app says what is wrong with these links; the server's own answers (a JSON 400, a bare
    // 403) said nothing staff could act on.
    ['a link with a broken percent code', '/members-management/member-profile/%E0%A4%A'],
    [
      'a link with an id thousands of characters long',
      `/submissions/ticket-details/${'FR'.repeat(2500)}`,
    ],
    ['a link with an empty segment', '/submissions//ticket-details/FR-10001'],
  ])('%s', async (_case, path) => {
    const response = await openPage(path);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(page);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('still refuses a file outside the build', async () => {
    const response = await fetch(`${server.url}/a/../../etc/passwd.txt`);
    expect(response.status).not.toBe(200);
  });

  it('still answers 404 for a missing file', async () => {
    const response = await openPage('/missing.0123456789.js');
    expect(response.status).toBe(404);
  });
});
