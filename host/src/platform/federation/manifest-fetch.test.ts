import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime-tools/runtime';
import { explainAreaFailure } from './area-failure';
import { manifestFetchPlugin } from './manifest-fetch';

const url = 'http://localhost:3002/mf-manifest.json';
const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

/** The plugin's fetch hook, as the runtime calls it for a manifest. */
const fetchManifest = (sentManifest?: (url: string) => Promise<Response> | undefined) => {
  const hook = manifestFetchPlugin({ retryTimes: 2, retryDelay: 0, sentManifest })
    .fetch as NonNullable<ModuleFederationRuntimePlugin['fetch']>;
  return hook(url, {}) as Promise<Response>;
};
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('manifestFetchPlugin', () => {
  it('answers with the manifest', async () => {
    fetchMock.mockResolvedValue(Response.json({ name: 'remote_members' }));
    const response = await fetchManifest();
    expect(await response.json()).toEqual({ name: 'remote_members' });
  });

  it('takes the read the sign-in form already sent for that manifest, without asking again', async () => {
    const sent = vi.fn((asked: string) =>
      asked === url ? Promise.resolve(Response.json({ name: 'remote_members' })) : undefined,
    );
    const response = await fetchManifest(sent);
    expect(await response.json()).toEqual({ name: 'remote_members' });
    expect(sent).toHaveBeenCalledWith(url);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks the server again when the read already sent failed', async () => {
    fetchMock.mockResolvedValue(Response.json({ name: 'remote_members' }));
    const sent = () => Promise.reject(new TypeError('Failed to fetch'));
    const response = await fetchManifest(sent);
    expect(await response.json()).toEqual({ name: 'remote_members' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('tries a server that does not answer three times, then says it did not answer', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await failureOf(fetchManifest());
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(String(error)).toBe(
      `ManifestFetchError: ${url} did not answer (TypeError: Failed to fetch)`,
    );
    expect(explainAreaFailure(error, 'Members')).toMatch(/^The server of Members did not answer/);
  });

  it('recovers when the server answers on a later attempt', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(Response.json({ name: 'remote_members' }));
    await expect(fetchManifest()).resolves.toBeInstanceOf(Response);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('says a 404 has no manifest, without trying again', async () => {
    fetchMock.mockResolvedValue(new Response('Not found', { status: 404 }));
    const error = await failureOf(fetchManifest());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(error)).toContain(`${url} has no manifest (it answered HTTP 404)`);
  });

  it('tries a server error again', async () => {
    fetchMock.mockResolvedValue(new Response('Bad gateway', { status: 502 }));
    const error = await failureOf(fetchManifest());
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(String(error)).toContain('has no manifest (it answered HTTP 502)');
  });

  it('says an answer that is not JSON has no manifest', async () => {
    fetchMock.mockResolvedValue(
      new Response('<!doctype html><p>Welcome</p>', { headers: { 'Content-Type': 'text/html' } }),
    );
    const error = await failureOf(fetchManifest());
    expect(String(error)).toContain(`${url} has no manifest (its answer is not JSON)`);
  });
});
