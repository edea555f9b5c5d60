import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStackEnvironment } from './environment.ts';
import { unusedPorts } from '../../scripts/serve/free-port.ts';
import { setUpSuites } from './suite-setup.ts';

const servers: Server[] = [];

/** A stand-in server: answers every request with `{}`, /runtime-config.json with `runtimeConfig`. */
async function listening(runtimeConfig?: object): Promise<string> {
  const server = createServer((request, response) => {
    if (request.url === '/runtime-config.json' && runtimeConfig) {
      response.end(JSON.stringify(runtimeConfig));
    } else if (request.url === '/runtime-config.json') {
      response.statusCode = 404;
      response.end();
    } else {
      response.end('{}');
    }
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A stand-in deployment whose pages call `apiUrl`. */
const deploymentCalling = (apiUrl: string) => listening({ apiBaseUrl: `${apiUrl}/` });

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
});

const localStack = () =>
  vi.fn(async () => ({
    environment: { hostUrl: 'http://local', apiUrl: 'http://local-api', controlUrl: 'http://c' },
    close: async () => {},
  }));

/** Runs the setup against a deployment and returns the api address it handed to the tests. */
async function publishedApiUrl(deployment: Record<string, string>): Promise<string> {
  const env: Record<string, string | undefined> = { ...deployment };
  const teardown = await setUpSuites(env, { startLocalStack: localStack() });
  const { apiUrl } = readStackEnvironment({ ...env, TEST_PARALLEL_INDEX: '0' });
  await teardown();
  return apiUrl;
}

describe('the e2e global setup', () => {
  it('starts no local server against a deployment and takes the api its pages call', async () => {
    const apiUrl = await listening();
    const hostUrl = await deploymentCalling(apiUrl);
    const env: Record<string, string | undefined> = { E2E_BASE_URL: hostUrl };
    const startLocalStack = localStack();

    const teardown = await setUpSuites(env, { startLocalStack });

    expect(startLocalStack).not.toHaveBeenCalled();
    const stack = readStackEnvironment({ ...env, TEST_PARALLEL_INDEX: '0' });
    expect(stack.hostUrl).toBe(hostUrl);
    expect(stack.apiUrl).toBe(apiUrl);
    expect(stack.controlUrl).toBeUndefined();
    await teardown();
  });

  it('takes E2E_API_URL when it names the api the pages call', async () => {
    const apiUrl = await listening();
    const env = { E2E_BASE_URL: await deploymentCalling(apiUrl), E2E_API_URL: apiUrl };

    expect(await publishedApiUrl(env)).toBe(apiUrl);
  });

  it('stops at once, naming both addresses, when E2E_API_URL is another api than the pages call', async () => {
    const apiUrl = await listening();
    const hostUrl = await deploymentCalling(apiUrl);
    const otherName = apiUrl.replace('127.0.0.1', 'localhost');
    const startLocalStack = localStack();

    await expect(
      setUpSuites({ E2E_BASE_URL: hostUrl, E2E_API_URL: otherName }, { startLocalStack }),
    ).rejects.toThrow(
      `E2E_API_URL=${otherName} is not the api the deployment's pages call (${apiUrl}, from ${hostUrl}/runtime-config.json)`,
    );
    expect(startLocalStack).not.toHaveBeenCalled();
  });

  it('needs E2E_API_URL when the deployment serves no runtime config', async () => {
    const hostUrl = await listening();
    await expect(
      setUpSuites({ E2E_BASE_URL: hostUrl }, { startLocalStack: localStack() }),
    ).rejects.toThrow(`${hostUrl}/runtime-config.json gives no api address: set E2E_API_URL`);

    const apiUrl = await listening();
    expect(await publishedApiUrl({ E2E_BASE_URL: hostUrl, E2E_API_URL: apiUrl })).toBe(apiUrl);
  });

  it('fails at once, naming E2E_BASE_URL, when nothing listens there', async () => {
    const [port] = await unusedPorts(1);
    const startLocalStack = localStack();
    const env = { E2E_BASE_URL: `http://127.0.0.1:${port}` };

    await expect(setUpSuites(env, { startLocalStack })).rejects.toThrow(
      `E2E_BASE_URL=http://127.0.0.1:${port}: nothing answers there`,
    );
    expect(startLocalStack).not.toHaveBeenCalled();
  });

  it('fails at once, naming the address, when nothing answers at the api the pages call', async () => {
    const [port] = await unusedPorts(1);
    const apiUrl = `http://127.0.0.1:${port}`;
    const env = { E2E_BASE_URL: await deploymentCalling(apiUrl) };

    await expect(setUpSuites(env, { startLocalStack: localStack() })).rejects.toThrow(
      `The api at ${apiUrl}: nothing answers there`,
    );
  });

  it('starts a local stack per worker when no deployment is given, each with its own sign-ins', async () => {
    const env: Record<string, string | undefined> = {};
    let started = 0;
    const startLocalStack = vi.fn(async () => {
      started += 1;
      return {
        environment: {
          hostUrl: `http://host-${started}.test`,
          apiUrl: `http://api-${started}.test`,
          controlUrl: `http://control-${started}.test`,
        },
        close: async () => {},
      };
    });

    const teardown = await setUpSuites(env, { startLocalStack }, 2);

    expect(startLocalStack).toHaveBeenCalledTimes(2);
    const [first, second] = ['0', '1'].map((index) =>
      readStackEnvironment({ ...env, TEST_PARALLEL_INDEX: index }),
    );
    expect(new Set([first!.controlUrl, second!.controlUrl])).toEqual(
      new Set(['http://control-1.test', 'http://control-2.test']),
    );
    expect(first!.authDir).not.toBe(second!.authDir);
    expect(() => readStackEnvironment({ ...env, TEST_PARALLEL_INDEX: '2' })).toThrow(
      'No stack for worker 2: the setup started 2',
    );
    await teardown();
  });
});
