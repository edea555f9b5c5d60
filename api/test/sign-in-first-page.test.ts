import { adminSigninResponseSchema, endpoints } from '@backoffice/shared/contract';
import { DEMO_ADMIN, DEMO_SUPPORT, startApi, type TestApi } from '../src/testing';
import { client } from './helpers';

let api: TestApi;

beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api?.close());

const firstPage = { endpoint: 'fundingList', query: { page: 1, limit: 20, tz: 'UTC' } };

async function signIn(account: { email: string; password: string }, first_page: unknown) {
  const response = await client(api.url).post('/auth/signin/admin', {
    email: account.email,
    password: account.password,
    first_page,
  });
  expect(response.status).toBe(200);
  return response.body as Record<string, unknown>;
}

describe('a sign-in that asks for the first page of where the person is going', () => {
  it('is answered with that page, as the new session reads it through its own route', async () => {
    const answer = await signIn(DEMO_ADMIN, firstPage);
    const parsed = adminSigninResponseSchema.parse(answer);
    if (!('access_token' in parsed)) throw new Error('expected tokens');
    const own = await client(api.url, parsed.access_token).get(
      `${endpoints.fundingList.path}?page=1&limit=20&tz=UTC`,
    );
    expect(parsed.first_page).toEqual({ ...firstPage, data: (own.body as { data: unknown }).data });
    expect(endpoints.fundingList.response.parse(parsed.first_page?.data).items).toHaveLength(20);
  });

  it('is answered without it where that role may not read it', async () => {
    const answer = await signIn(DEMO_SUPPORT, { endpoint: 'staffList', query: {} });
    expect(answer.access_token).toEqual(expect.any(String));
    expect(answer).not.toHaveProperty('first_page');
  });

  it('is answered without it for anything but a plain read the contract takes', async () => {
    for (const asked of [
      { endpoint: 'fundingList', query: { page: -3 } },
      { endpoint: 'fundingRequest', query: {} },
      { endpoint: 'signout', query: {} },
      { endpoint: 'constructor', query: {} },
      { endpoint: 'fundingList', query: 'page=1' },
      'fundingList',
    ]) {
      const answer = await signIn(DEMO_ADMIN, asked);
      expect(answer.access_token).toEqual(expect.any(String));
      expect(answer).not.toHaveProperty('first_page');
    }
  });

  it('is not asked for by a plain sign-in', async () => {
    const answer = await signIn(DEMO_ADMIN, undefined);
    expect(answer).not.toHaveProperty('first_page');
  });
});
