import { DEMO_ADMIN, signinAs, startApi, type TestApi } from '../src/testing';
import { client } from './helpers';
import { invite, mailedLink, tokenOf } from './staff-helpers';

/** The review found `/auth/set-password?token=…` in the request log at the default level. */
describe('the request log at info', () => {
  let api: TestApi;
  const lines: string[] = [];
  beforeAll(async () => {
    api = await startApi({
      logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
    });
  });
  afterAll(() => api?.close());

  it('holds no link token, password or code, and keeps the rest of the line', async () => {
    const owner = await signinAs(api.url, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const invitation = await invite(client(api.url, owner.access_token));
    const link = await mailedLink(api, invitation.staff.email);
    const token = tokenOf(link);
    // What the set-password page does with the link: look it up, then use it.
    await client(api.url).get('/auth/set-password', { token });
    await client(api.url).post('/auth/set-password', { token, password: 'quiet-harbour-ledger-9' });
    await client(api.url).get('/auth/set-password', { token: 'another-secret', page: '2' });

    const log = lines.join('\n');
    expect(log).toContain('/auth/set-password?token=%5Bredacted%5D');
    expect(log).not.toContain(token);
    expect(log).not.toContain('another-secret');
    expect(log).not.toContain('quiet-harbour-ledger-9');
    expect(log).not.toContain(DEMO_ADMIN.password);
    expect(log).toContain('page=2');
  });
});
