import { expect, test } from '../fixtures';
import { manifestUrls } from '../support/remotes-json';

/** The static serving module, as the host page's requests meet it (headers, caching, CORS). */
test.describe('serving the built apps', () => {
  test('the host page carries the security headers and is never cached', async ({
    request,
    baseURL,
  }) => {
    const response = await request.get(`${baseURL}/members-management/member-profile/M-1`, {
      headers: { Accept: 'text/html' },
    });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('<div id="root"></div>');
    const headers = response.headers();
    expect(headers['cache-control']).toBe('no-cache');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options']).toBe('DENY');
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");

    const remotes = manifestUrls(await (await request.get(`${baseURL}/remotes.json`)).json());
    const config = (await (await request.get(`${baseURL}/runtime-config.json`)).json()) as {
      apiBaseUrl: string;
    };
    for (const manifestUrl of Object.values(remotes)) {
      expect(csp).toMatch(new RegExp(`script-src [^;]*${new URL(manifestUrl).origin}`));
    }
    const apiOrigin = new URL(config.apiBaseUrl).origin;
    expect(csp).toMatch(new RegExp(`connect-src [^;]*${apiOrigin}`));
    expect(csp).toMatch(new RegExp(`connect-src [^;]*${apiOrigin.replace(/^http/, 'ws')}`));
  });

  test('runtime files and remote entry points revalidate; hashed chunks are immutable', async ({
    request,
    baseURL,
  }) => {
    for (const path of ['/remotes.json', '/runtime-config.json']) {
      const response = await request.get(`${baseURL}${path}`);
      expect(response.headers()['cache-control'], path).toBe('no-cache');
    }
    const remotes = manifestUrls(await (await request.get(`${baseURL}/remotes.json`)).json());
    const hostOrigin = new URL(baseURL!).origin;
    for (const manifestUrl of Object.values(remotes)) {
      const manifest = await request.get(manifestUrl, { headers: { Origin: hostOrigin } });
      expect(manifest.headers()['cache-control']).toBe('no-cache');
      // Without this the host page cannot read another origin's manifest.
      expect(manifest.headers()['access-control-allow-origin']).toBe(hostOrigin);
      const entry = await request.get(new URL('remoteEntry.js', manifestUrl).href);
      expect(entry.headers()['cache-control']).toBe('no-cache');
      const body = (await manifest.json()) as { exposes: { assets: { js: { sync: string[] } } }[] };
      const chunk = body.exposes[0]!.assets.js.sync[0]!;
      const chunkResponse = await request.get(new URL(chunk, manifestUrl).href);
      expect(chunkResponse.status()).toBe(200);
      expect(chunkResponse.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  test('a page from an unknown origin gets no CORS grant, and text is compressed', async ({
    request,
    baseURL,
  }) => {
    const remotes = manifestUrls(await (await request.get(`${baseURL}/remotes.json`)).json());
    const manifestUrl = Object.values(remotes)[0]!;
    const foreign = await request.get(manifestUrl, { headers: { Origin: 'https://evil.example' } });
    expect(foreign.headers()['access-control-allow-origin']).toBeUndefined();
    const entry = await request.get(new URL('remoteEntry.js', manifestUrl).href, {
      headers: { 'Accept-Encoding': 'gzip, br' },
    });
    expect(entry.headers()['content-encoding']).toMatch(/gzip|br/);
  });

  test('/login asks for its runtime config beside its script, and only once', async ({ page }) => {
    const configRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/runtime-config.json')
        configRequests.push(request.url());
    });
    await page.goto('/login');
    await expect(page.getByLabel('Email')).toBeEditable();
    const timing = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => ({
        path: new URL(entry.name).pathname,
        startTime: entry.startTime,
        responseEnd: (entry as PerformanceResourceTiming).responseEnd,
      })),
    );
    const config = timing.find((entry) => entry.path === '/runtime-config.json');
    const entryScript = timing.find((entry) => /^\/main\.[0-9a-f]+\.js$/.test(entry.path));
    // Asked for by the page, not by the script once it has run: before the script has arrived.
    expect(config!.startTime).toBeLessThan(entryScript!.responseEnd);
    // The app's own call took the preloaded answer instead of asking again.
    expect(configRequests).toHaveLength(1);
  });
});
