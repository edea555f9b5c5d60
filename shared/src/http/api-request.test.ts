import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SigninResponse } from '../contract';
import { useAuthStore } from '@backoffice/shared/session';
import { signIn } from '../auth/sign-in';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '@backoffice/shared/session';
import { answer, startFakeApi, type FakeApi } from '@backoffice/shared/testing';
import { getRuntimeConfig, setRuntimeConfig } from '@backoffice/shared/session';
import { ApiError } from './api-error';
import { API_TIMEOUT_MS, apiRequest, timeoutMessage } from './api-request';
import { setUnauthorizedHandler } from './unauthorized';

let api: FakeApi;
const target = (index: number) => `${api.seen[index]?.path}${api.seen[index]?.url.search}`;

const coupon = {
  id: 'c1',
  code: 'WELCOME10',
  description: 'Welcome',
  discountType: 'percent',
  value: 10,
  currency: 'USD',
  maxRedemptions: null,
  perMemberLimit: null,
  redemptions: 0,
  discountGiven: 0,
  startsAt: '2026-01-01T00:00:00.000Z',
  expiresAt: null,
  status: 'active',
  revokedAt: null,
  revokeReason: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  createdBy: 'admin',
};
const signin: SigninResponse = {
  access_token: 'new-access',
  refresh_token: 'new-refresh',
  user: { id: 'u1', name: 'Ada', email: 'ada@backoffice.test', role: 'admin' },
};

beforeAll(async () => {
  api = await startFakeApi();
});

afterAll(() => api.close());

beforeEach(() => {
  api.reset();
  useAuthStore.getState().logout();
});

afterEach(() => setUnauthorizedHandler(null));

describe('apiRequest', () => {
  it('sends the stored bearer token and the query without undefined values, and unwraps data', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'stored-token');
    api.onAnyRequest(() =>
      answer(200, { data: { items: [coupon], total: 1, page: 1, limit: 20 } }),
    );

    const page = await apiRequest('couponList', {
      query: { page: 1, search: 'welcome', status: undefined },
    });

    expect(page.items[0]?.code).toBe('WELCOME10');
    expect(api.seen[0]?.headers.authorization).toBe('Bearer stored-token');
    expect(api.seen[0]?.method).toBe('GET');
    expect(target(0)).toBe('/coupons/list?page=1&search=welcome');
  });

  it('sends a JSON body and fills path parameters', async () => {
    api.onAnyRequest(() => answer(200, { data: { ...coupon, status: 'revoked' } }));
    const revoked = await apiRequest('revokeCoupon', {
      params: { id: 'c 1' },
      body: { reason: 'Leaked' },
    });
    expect(revoked.status).toBe('revoked');
    expect(target(0)).toBe('/coupons/revoke/c%201');
    expect(api.seen[0]?.method).toBe('PATCH');
    expect(api.seen[0]?.headers['content-type']).toBe('application/json');
    expect(api.seen[0]?.body).toEqual({ reason: 'Leaked' });
  });

  it('requires the path parameters (in the types, and at run time)', async () => {
    // @ts-expect-error: the path has :id, so params are required
    await expect(apiRequest('revokeCoupon', { body: {} })).rejects.toThrow(
      'Missing path parameter id',
    );
    expect(api.seen).toHaveLength(0);
  });

  it('sends a FormData as multipart without setting the content type itself', async () => {
    api.onAnyRequest(() => answer(200, { data: { ...coupon } }));
    const form = new FormData();
    form.set('reason', 'Leaked');
    await apiRequest('revokeCoupon', { params: { id: 'c1' }, body: form });
    expect(api.seen[0]?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(api.seen[0]?.text).toContain('name="reason"');
    expect(api.seen[0]?.text).toContain('Leaked');
  });

  it('sends no Authorization header without a stored token', async () => {
    api.onAnyRequest(() => answer(200, signin));
    await apiRequest('signinAdmin', { body: { email: 'ada@backoffice.test', password: 'secret' } });
    expect(api.seen[0]?.headers.authorization).toBeUndefined();
  });

  it("passes the caller's abort through untouched, for TanStack Query's cancellation", async () => {
    api.onAnyRequest(() => 'no answer');
    const controller = new AbortController();
    const request = apiRequest('couponStatistics', { signal: controller.signal });
    controller.abort();
    await expect(request).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('reads sign-in at the top level', async () => {
    api.onAnyRequest(() => answer(200, signin));
    const response = await apiRequest('signinAdmin', {
      body: { email: 'ada@backoffice.test', password: 'secret' },
    });
    expect(response).toMatchObject({ access_token: 'new-access' });
  });

  it('on 401 clears the token and login state, calls the handler once and does not retry', async () => {
    useAuthStore.getState().login(signin);
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    api.onAnyRequest(() => answer(401, { statusCode: 401, message: 'Token expired' }));

    const error = await apiRequest('couponStatistics').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, kind: 'http', message: 'Token expired' });
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, accessToken: null });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(api.seen).toHaveLength(1);
  });

  it('signIn posts the credentials and stores the session', async () => {
    api.onAnyRequest(() => answer(200, signin));
    await signIn('ada@backoffice.test', 'secret');
    expect(target(0)).toBe('/auth/signin/admin');
    expect(api.seen[0]?.body).toEqual({
      email: 'ada@backoffice.test',
      password: 'secret',
    });
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: true, user: signin.user });
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('new-access');
  });

  it('signIn calls onSignedIn with the session stored, in the same task as storing it', async () => {
    api.onAnyRequest(() => answer(200, signin));
    // A microtask queued when the session is stored must not run before onSignedIn (React's
    // render of the signed-in shell is one): what onSignedIn starts does not wait for it.
    const queuedAtStore = vi.fn();
    const unsubscribe = useAuthStore.subscribe(() => queueMicrotask(queuedAtStore));
    const seenBySignedIn: unknown[] = [];
    await signIn('ada@backoffice.test', 'secret', () => {
      seenBySignedIn.push(localStorage.getItem(ACCESS_TOKEN_KEY), queuedAtStore.mock.calls.length);
    });
    unsubscribe();
    expect(seenBySignedIn).toEqual(['new-access', 0]);
    expect(queuedAtStore).toHaveBeenCalled();
  });

  it('treats a 401 from sign-in as wrong credentials, not as an expired session', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    api.onAnyRequest(() => answer(401, { statusCode: 401, message: 'Invalid email or password' }));
    await expect(
      apiRequest('signinAdmin', { body: { email: 'ada@backoffice.test', password: 'wrong' } }),
    ).rejects.toMatchObject({ status: 401, message: 'Invalid email or password' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it.each([
    [409, { statusCode: 409, message: 'A coupon with this code exists', field: 'code' }],
    [500, { statusCode: 500, message: 'Database unavailable' }],
  ])('rejects a %i with the server message and field', async (status, body) => {
    api.onAnyRequest(() => answer(status, body));
    await expect(apiRequest('couponStatistics')).rejects.toMatchObject({
      status,
      kind: 'http',
      message: body.message,
      field: 'field' in body ? body.field : undefined,
    });
  });

  it("keeps the failed answer's x-request-id as the error's requestId", async () => {
    api.onAnyRequest(() => ({
      status: 500,
      body: { statusCode: 500, message: 'Internal server error' },
      headers: { 'x-request-id': 'req-7f3a' },
    }));
    const error = await apiRequest('couponList').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: 'http', status: 500, requestId: 'req-7f3a' });
  });

  it('rejects a response that breaks the contract with a message naming the problem', async () => {
    api.onAnyRequest(() =>
      answer(200, { data: { items: [{ ...coupon, code: 42 }], total: 1, page: 1, limit: 20 } }),
    );
    const error = await apiRequest('couponList').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: 'contract' });
    expect((error as ApiError).message).toMatch(
      /^Unexpected response from \/coupons\/list: items\.0\.code: .*expected string/,
    );
  });

  it('rejects a body without the data envelope as a contract error', async () => {
    api.onAnyRequest(() => answer(200, { total: 3 }));
    await expect(apiRequest('couponStatistics')).rejects.toMatchObject({
      kind: 'contract',
      message: 'Unexpected response from /coupons/statistics: the body has no "data"',
    });
  });

  it('does not send a body that breaks the contract', async () => {
    await expect(
      apiRequest('sendNote', { params: { id: 'FR-1' }, body: { content: '' } }),
    ).rejects.toMatchObject({ kind: 'contract', field: 'content' });
    expect(api.seen).toHaveLength(0);
  });

  it('times out with a clear message (10 s by default)', async () => {
    expect(API_TIMEOUT_MS).toBe(10_000);
    expect(timeoutMessage(API_TIMEOUT_MS)).toBe('The request timed out after 10 seconds');
    api.onAnyRequest(() => 'no answer');
    await expect(apiRequest('couponStatistics', { timeoutMs: 50 })).rejects.toMatchObject({
      kind: 'timeout',
      status: 0,
      message: 'The request timed out after 50 ms',
    });
  });

  it('reports an unreachable server as a network error', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const previous = getRuntimeConfig();
    setRuntimeConfig({ apiBaseUrl: `http://127.0.0.1:${port}` });
    try {
      await expect(apiRequest('couponStatistics')).rejects.toMatchObject({
        kind: 'network',
        message: 'Cannot reach the server',
      });
    } finally {
      setRuntimeConfig(previous);
    }
  });
});
