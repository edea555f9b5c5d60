import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { freePort } from './free-port.ts';
import { setUpSuites } from './suite-setup.ts';

const servers: Server[] = [];

/** A stand-in deployment: answers every request. */
async function listening(): Promise<string> {
  const server = createServer((_request, response) => response.end('{}'));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
});

const localStack = () =>
  vi.fn(async () => ({
    environment: { hostUrl: 'http://local', apiUrl: 'http://local-api', controlUrl: 'http://c' },
    close: async () => {},
  }));

describe('the e2e global setup', () => {
  it('starts no local server against a deployment and hands its URLs to the tests', async () => {
    const [hostUrl, apiUrl] = [await listening(), await listening()];
    const env: Record<string, string | undefined> = { E2E_BASE_URL: hostUrl, E2E_API_URL: apiUrl };
    const startLocalStack = localStack();

    const teardown = await setUpSuites(env, { startLocalStack });

    expect(startLocalStack).not.toHaveBeenCalled();
    expect(env.E2E_HOST_URL).toBe(hostUrl);
    expect(env.E2E_API_URL).toBe(apiUrl);
    expect(env.E2E_CONTROL_URL).toBeUndefined();
    await teardown();
  });

  it('fails at once, naming E2E_BASE_URL, when nothing listens there', async () => {
    const port = await freePort();
    const startLocalStack = localStack();
    const env = { E2E_BASE_URL: `http://127.0.0.1:${port}`, E2E_API_URL: await listening() };

    await expect(setUpSuites(env, { startLocalStack })).rejects.toThrow(
      `E2E_BASE_URL=http://127.0.0.1:${port}: nothing answers there`,
    );
    expect(startLocalStack).not.toHaveBeenCalled();
  });

  it('refuses E2E_BASE_URL without E2E_API_URL', async () => {
    await expect(
      setUpSuites({ E2E_BASE_URL: await listening() }, { startLocalStack: localStack() }),
    ).rejects.toThrow('E2E_BASE_URL is set but E2E_API_URL is not');
  });

  it('starts the local stack when no deployment is given', async () => {
    const env: Record<string, string | undefined> = {};
    const startLocalStack = localStack();

    const teardown = await setUpSuites(env, { startLocalStack });

    expect(startLocalStack).toHaveBeenCalledOnce();
    expect(env.E2E_CONTROL_URL).toBe('http://c');
    await teardown();
  });
});
