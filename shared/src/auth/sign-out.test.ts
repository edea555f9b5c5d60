import type { SigninResponse } from '../contract';
import { useAuthStore } from '@backoffice/shared/session';
import { revokeSessionOnServer } from './sign-out';

const signin: SigninResponse = {
  access_token: 'access-1',
  refresh_token: 'refresh-1',
  user: { id: 'u1', name: 'Ada Admin', email: 'admin@backoffice.test', role: 'admin' },
};

afterEach(() => {
  vi.unstubAllGlobals();
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
