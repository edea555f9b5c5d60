import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DEMO_ADMIN, DEMO_MEMBER, signinAs, startApi, type TestApi } from '../src/testing';
import { client, connectSupport, dataOf, errorOf } from './helpers';
import { signoutResponseSchema } from '@backoffice/shared/contract';

let api: TestApi;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'backoffice-signout-'));
  api = await startApi({ dataDir });
});
afterAll(async () => {
  await api?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const signinAdmin = () => signinAs(api.url, DEMO_ADMIN.email, DEMO_ADMIN.password);

describe('POST /auth/signout', () => {
  it('answers signedOut and refuses the same access token afterwards, over HTTP and sockets', async () => {
    const session = await signinAdmin();
    const http = client(api.url, session.access_token);
    expect((await http.get('/coupons/statistics')).status).toBe(200);

    const answer = await http.post('/auth/signout', { refresh_token: session.refresh_token });
    expect(dataOf(answer, signoutResponseSchema)).toEqual({ signedOut: true });

    expect(errorOf(await http.get('/coupons/statistics'), 401).message).toBe(
      'Access token revoked',
    );
    await expect(connectSupport(api.url, session.access_token)).rejects.toThrow(
      'unauthorized: Access token revoked',
    );
    // Signing out twice is refused like any other call with a dead token.
    errorOf(await http.post('/auth/signout'), 401);
  });

  it('ends only that session: another sign-in of the same admin keeps working', async () => {
    const first = await signinAdmin();
    const second = await signinAdmin();
    expect((await client(api.url, first.access_token).post('/auth/signout')).status).toBe(200);
    expect((await client(api.url, second.access_token).get('/coupons/statistics')).status).toBe(
      200,
    );
  });

  it('drops a socket that is already connected with the signed-out token', async () => {
    const member = await signinAs(api.url, DEMO_MEMBER.email, DEMO_MEMBER.password, 'member');
    const socket = await connectSupport(api.url, member.access_token);
    const dropped = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    await client(api.url, member.access_token).post('/auth/signout');
    expect(await dropped).toBe('io server disconnect');
  });

  it('needs a token, and remembers revoked tokens across a restart', async () => {
    errorOf(await client(api.url).post('/auth/signout'), 401);

    const session = await signinAdmin();
    await client(api.url, session.access_token).post('/auth/signout');
    await api.close();
    api = await startApi({ dataDir });
    expect(
      errorOf(await client(api.url, session.access_token).get('/coupons/statistics'), 401).message,
    ).toBe('Access token revoked');
  });
});
