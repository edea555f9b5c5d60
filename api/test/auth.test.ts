import { signinResponseSchema } from '@backoffice/shared/contract';
import {
  DEMO_ADMIN,
  DEMO_MEMBER,
  DEMO_REVIEWER,
  signinAs,
  signTestToken,
  startApi,
  type TestApi,
} from '../src/testing';
import { client, errorOf } from './helpers';

let api: TestApi;

beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api?.close());

describe('sign-in', () => {
  it('signs in both demo admins with a top-level token body, the admin role and their staff role', async () => {
    for (const account of [DEMO_ADMIN, DEMO_REVIEWER]) {
      const response = await client(api.url).post('/auth/signin/admin', {
        email: account.email,
        password: account.password,
      });
      expect(response.status).toBe(200);
      const body = signinResponseSchema.parse(response.body);
      expect(body.user).toEqual({
        id: account.id,
        name: account.name,
        email: account.email,
        role: 'admin',
        staffRole: account.staffRole,
      });
      expect(body.refresh_token).not.toBe(body.access_token);
    }
  });

  it('signs in the demo member through /auth/signin/member with the member role', async () => {
    const body = await signinAs(api.url, DEMO_MEMBER.email, DEMO_MEMBER.password, 'member');
    expect(body.user).toMatchObject({ id: DEMO_MEMBER.id, role: 'member' });
  });

  it('answers 401 for a wrong password, an unknown email, or an admin on the member door', async () => {
    const http = client(api.url);
    const wrongPassword = await http.post('/auth/signin/admin', {
      email: DEMO_ADMIN.email,
      password: 'not-it',
    });
    expect(errorOf(wrongPassword, 401).message).toBe('Invalid email or password');
    errorOf(await http.post('/auth/signin/admin', { email: 'nobody@x.test', password: 'x' }), 401);
    errorOf(
      await http.post('/auth/signin/member', {
        email: DEMO_ADMIN.email,
        password: DEMO_ADMIN.password,
      }),
      401,
    );
  });

  it('answers 400 naming the field for a malformed email or a missing password', async () => {
    const http = client(api.url);
    const badEmail = errorOf(
      await http.post('/auth/signin/admin', { email: 'nope', password: 'x' }),
      400,
    );
    expect(badEmail.field).toBe('email');
    expect(badEmail.message).toMatch(/^email: /);
    const noPassword = errorOf(
      await http.post('/auth/signin/admin', { email: DEMO_ADMIN.email }),
      400,
    );
    expect(noPassword.field).toBe('password');
  });
});

describe('access tokens', () => {
  it('answers 401 with the error body for a missing, malformed, expired or refresh token', async () => {
    const path = '/coupons/statistics';
    const missing = errorOf(await client(api.url).get(path), 401);
    expect(missing.message).toBe('Missing access token');
    errorOf(await client(api.url, 'not-a-jwt').get(path), 401);

    const expired = await signTestToken({
      dataDir: api.dataDir,
      user: { id: DEMO_ADMIN.id, name: DEMO_ADMIN.name, email: DEMO_ADMIN.email, role: 'admin' },
      expiresIn: Math.floor(Date.now() / 1000) - 60,
    });
    expect(errorOf(await client(api.url, expired).get(path), 401).message).toBe(
      'Access token expired',
    );

    const { refresh_token } = await signinAs(api.url, DEMO_ADMIN.email, DEMO_ADMIN.password);
    errorOf(await client(api.url, refresh_token).get(path), 401);
  });

  it('accepts a token signed with the data dir secret before it expires', async () => {
    const valid = await signTestToken({
      dataDir: api.dataDir,
      user: { id: DEMO_ADMIN.id, name: DEMO_ADMIN.name, email: DEMO_ADMIN.email, role: 'admin' },
      expiresIn: '5m',
    });
    expect((await client(api.url, valid).get('/coupons/statistics')).status).toBe(200);
  });

  it('refuses member tokens on admin-only paths with 403, and allows them on member paths', async () => {
    const { access_token } = await signinAs(
      api.url,
      DEMO_MEMBER.email,
      DEMO_MEMBER.password,
      'member',
    );
    const member = client(api.url, access_token);
    for (const path of [
      '/funding-requests/dashboard/funding/list',
      '/user/admin/members',
      '/support/admin/rooms',
      '/coupons/list',
    ]) {
      expect(errorOf(await member.get(path), 403).message).toBe('This endpoint is for admins only');
    }
    expect(errorOf(await member.post('/coupons/create', {}), 403).statusCode).toBe(403);
    expect((await member.get('/notification')).status).toBe(200);
  });

  it('answers 404 with the error body for an unknown path', async () => {
    const { access_token } = await signinAs(api.url, DEMO_ADMIN.email, DEMO_ADMIN.password);
    expect(errorOf(await client(api.url, access_token).get('/no/such/path'), 404).message).toBe(
      'No route GET /no/such/path',
    );
  });
});

describe('CORS', () => {
  it('allows the local dashboard origins and not others', async () => {
    const preflight = (origin: string) =>
      fetch(`${api.url}/coupons/list`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'authorization',
        },
      });
    const allowed = await preflight('http://localhost:3000');
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    // Kept for 10 minutes: a polled list does not pay a preflight before each poll.
    expect(allowed.headers.get('access-control-max-age')).toBe('600');
    const refused = await preflight('http://evil.example');
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });
});
