import { endpoints, type Notification } from '@backoffice/shared/contract';
import {
  DEMO_REVIEWER,
  DEMO_SECOND_REVIEWER,
  DEMO_SUPPORT,
  signinAs,
  type TestApi,
} from '../src/testing';
import { client, dataOf, startWithAdmin, type Client } from './helpers';

/** Mentions in a request's private note: each colleague named with "@" is told once. */

let api: TestApi;
let riley: Client;
let ana: Client;
let sasha: Client;

beforeAll(async () => {
  ({ api } = await startWithAdmin());
  [riley, ana, sasha] = (await Promise.all(
    [DEMO_REVIEWER, DEMO_SECOND_REVIEWER, DEMO_SUPPORT].map(async (account) =>
      client(api.url, (await signinAs(api.url, account.email, account.password)).access_token),
    ),
  )) as [Client, Client, Client];
});
afterAll(() => api?.close());

const mentions = async (caller: Client): Promise<Notification[]> =>
  dataOf(
    await caller.get('/notification', { limit: 100 }),
    endpoints.notifications.response,
  ).items.filter((item) => item.title === 'You were mentioned');

async function saveNote(id: string, note: string) {
  const [row] = await api.db.query<{ version: number }>(
    'SELECT version FROM funding_requests WHERE id = $1',
    [id],
  );
  const version = row?.version;
  const response = await riley.put(`/funding-requests/dashboard/private-note/${id}`, {
    note,
    version,
  });
  expect(response.status).toBe(200);
}

describe('mentions in a private note', () => {
  it('tells each colleague mentioned, with the request and a link, and an edit tells nobody twice', async () => {
    const [request] = await api.db.query<{ id: string; title: string }>(
      'SELECT id, title FROM funding_requests ORDER BY id LIMIT 1',
    );
    if (!request) throw new Error('no seeded request');
    await saveNote(request.id, `@${DEMO_SECOND_REVIEWER.name.toLowerCase()} can you look at this?`);
    const [told] = await mentions(ana);
    expect(told).toMatchObject({
      body: `${DEMO_REVIEWER.name} mentioned you in the private note on ${request.title} (${request.id})`,
      data: { screen: 'FundingRequest', fundingRequestId: request.id },
    });
    // Nobody else, and not the writer mentioning themself.
    await saveNote(
      request.id,
      `@${DEMO_SECOND_REVIEWER.name} can you look? @${DEMO_REVIEWER.name} noted. @${DEMO_SUPPORT.name}`,
    );
    expect(await mentions(ana)).toHaveLength(1);
    expect(await mentions(riley)).toHaveLength(0);
    expect(await mentions(sasha)).toHaveLength(1);
  });

  it('gives those who write notes the names they may mention: active staff but themselves', async () => {
    const [disabled] = await api.db.query<{ id: string }>(
      `UPDATE admins SET disabled_at = now() WHERE id = $1 RETURNING id`,
      [DEMO_SUPPORT.id],
    );
    try {
      const names = dataOf(
        await riley.get('/staff/mentionable'),
        endpoints.mentionableStaff.response,
      );
      const active = await api.db.query<{ id: string; name: string }>(
        'SELECT id, name FROM admins WHERE disabled_at IS NULL AND id <> $1 ORDER BY lower(name), id',
        [DEMO_REVIEWER.id],
      );
      expect(names).toEqual(active);
      expect(names).toContainEqual({
        id: DEMO_SECOND_REVIEWER.id,
        name: DEMO_SECOND_REVIEWER.name,
      });
      expect(names.map((person) => person.id)).not.toContain(DEMO_REVIEWER.id);
      expect(names.map((person) => person.id)).not.toContain(disabled?.id);
    } finally {
      await api.db.query('UPDATE admins SET disabled_at = NULL WHERE id = $1', [DEMO_SUPPORT.id]);
    }
  });
});
