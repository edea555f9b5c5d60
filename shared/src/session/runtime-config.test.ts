import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  DEFAULT_RUNTIME_CONFIG,
  getRuntimeConfig,
  loadRuntimeConfig,
  requestRuntimeConfig,
  setRuntimeConfig,
} from './runtime-config';

let server: Server;
let base: string;
let requests = 0;
const files: Record<string, string> = {
  '/runtime-config.json': JSON.stringify({
    apiBaseUrl: 'https://api.example.test/',
    vapidKey: 'public-key',
    firebase: null,
  }),
  '/broken.json': JSON.stringify({ apiBaseUrl: 42 }),
};

beforeAll(async () => {
  server = createServer((req, res) => {
    requests += 1;
    const body = files[req.url ?? ''];
    if (body === undefined) res.writeHead(404).end();
    else res.writeHead(200, { 'Content-Type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

afterEach(() => setRuntimeConfig(DEFAULT_RUNTIME_CONFIG));

describe('runtime config', () => {
  it('loads, validates and stores the file', async () => {
    const config = await loadRuntimeConfig(`${base}/runtime-config.json`);
    expect(config).toEqual({
      apiBaseUrl: 'https://api.example.test',
      vapidKey: 'public-key',
      firebase: null,
    });
    expect(getRuntimeConfig()).toBe(config);
  });

  it('reads an answer already asked for, without asking again', async () => {
    const request = requestRuntimeConfig(`${base}/runtime-config.json`);
    await request;
    const before = requests;
    const config = await loadRuntimeConfig(request);
    expect(config.apiBaseUrl).toBe('https://api.example.test');
    expect(requests).toBe(before);
    expect(getRuntimeConfig()).toBe(config);
  });

  it('falls back to the local api only when the file is missing', async () => {
    setRuntimeConfig({ apiBaseUrl: 'https://elsewhere.test' });
    await expect(loadRuntimeConfig(`${base}/missing.json`)).resolves.toEqual({
      apiBaseUrl: 'http://localhost:4000',
    });
  });

  it('rejects an invalid file with a message naming the field', async () => {
    await expect(loadRuntimeConfig(`${base}/broken.json`)).rejects.toThrow(
      /^Invalid .*broken\.json: apiBaseUrl: /,
    );
    expect(getRuntimeConfig()).toEqual(DEFAULT_RUNTIME_CONFIG);
  });

  it("reads the e2e stack's fake push service URL, and rejects one that is not a string", () => {
    expect(setRuntimeConfig({ fakePushUrl: 'http://127.0.0.1:9/push' }).fakePushUrl).toBe(
      'http://127.0.0.1:9/push',
    );
    expect(() => setRuntimeConfig({ fakePushUrl: 42 as unknown as string })).toThrow(
      /fakePushUrl: expected a string/,
    );
    setRuntimeConfig({ fakePushUrl: undefined });
    expect(getRuntimeConfig()).not.toHaveProperty('fakePushUrl');
  });

  it('setRuntimeConfig merges a partial config', () => {
    setRuntimeConfig({ vapidKey: 'k' });
    expect(getRuntimeConfig()).toEqual({ apiBaseUrl: 'http://localhost:4000', vapidKey: 'k' });
  });
});
