import type { SigninResponse } from '../contract';
import { apiRequest, setUnauthorizedHandler } from '../http';
import { useAuthStore } from '@backoffice/shared/session';
import { revokeSessionOnServer } from './sign-out';

const signin: SigninResponse = {
  access_token: 'access-1',
  refresh_token: 'refresh-1',
  user: { id: 'u1', name: 'Ada Admin', email: 'admin@backoffice.test', role: 'admin' },
};

afterEach(() => {
  vi.unstubAllGlobals();
  setUnauthorizedHandler(null);
  useAuthStore.getState().logout();
});

describe('revokeSessionOnServer', () => {
  it('posts both stored tokens to /auth/signout, reading them before the caller clears them', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response('{"data":{"signedOut":true}}'));
    vi.stubGlobal('fetch', fetchMock);
    useAuthStore.getState().login(signin);

    const revoking = revokeSessionOnServer();
    useAuthStore.getState().logout();
    await revoking;

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('http://localhost:4000/auth/signout');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer access-1');
    expect(JSON.parse(String(init.body))).toEqual({ refresh_token: 'refresh-1' });
  });

  it('calls nothing without a stored token, and never rejects when the api is unreachable', async () => {
    const fetchMock = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetchMock);
    await revokeSessionOnServer();
    expect(fetchMock).not.toHaveBeenCalled();

    useAuthStore.getState().login(signin);
    await expect(revokeSessionOnServer()).resolves.toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('a request in flight while signing out', () => {
  const refused = () =>
    new Response('{"statusCode":401,"message":"Access token revoked"}', { status: 401 });

  it('comes back 401 without ending the session a second time (no redirect with `next`)', async () => {
    let answer: (response: Response) => void = () => undefined;
    const inFlight = new Promise<Response>((resolve) => (answer = resolve));
    const fetchMock = vi
      .fn()
      .mockReturnValueOnce(inFlight)
      .mockResolvedValue(new Response('{"data":{"signedOut":true}}'));
    vi.stubGlobal('fetch', fetchMock);
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    useAuthStore.getState().login(signin);

    const request = apiRequest('notifications');
    await revokeSessionOnServer();
    answer(refused());

    await expect(request).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
  });

  it('still ends a later session that the api refuses', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('{"data":{"signedOut":true}}')));
    useAuthStore.getState().login(signin);
    await revokeSessionOnServer();

    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(refused()));
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    useAuthStore.getState().login({ ...signin, access_token: 'access-2' });

    await expect(apiRequest('notifications')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });
});
