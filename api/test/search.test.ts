import {
  SEARCH_QUERY_MAX_LENGTH,
  SEARCH_RESULTS_PER_KIND,
  searchResponseSchema,
  type SearchResult,
} from '@backoffice/shared/contract';
import {
  DEMO_ADMIN,
  DEMO_MEMBER,
  DEMO_REVIEWER,
  DEMO_SUPPORT,
  signinAs,
  startApi,
  type TestApi,
} from '../src/testing';
import { client, dataOf, errorOf } from './helpers';

let api: TestApi;
let owner: ReturnType<typeof client>;
let reviewer: ReturnType<typeof client>;

beforeAll(async () => {
  api = await startApi();
  owner = client(
    api.url,
    (await signinAs(api.url, DEMO_ADMIN.email, DEMO_ADMIN.password)).access_token,
  );
  reviewer = client(
    api.url,
    (await signinAs(api.url, DEMO_REVIEWER.email, DEMO_REVIEWER.password)).access_token,
  );
});
afterAll(() => api?.close());

async function search(caller: ReturnType<typeof client>, q: string) {
  return dataOf(await caller.get('/search', { q }), searchResponseSchema);
}

const ofKind = <K extends SearchResult['kind']>(results: SearchResult[], kind: K) =>
  results.filter((result): result is Extract<SearchResult, { kind: K }> => result.kind === kind);

describe('GET /search', () => {
  it('finds a member by name, by e-mail and by id', async () => {
    const [first] = DEMO_MEMBER.name.split(' ');
    const byName = ofKind(
      (await search(owner, first!.toLowerCase().slice(0, 4))).results,
      'member',
    );
    expect(byName.map((m) => m.email)).toContain(DEMO_MEMBER.email);
    const byEmail = ofKind((await search(owner, DEMO_MEMBER.email)).results, 'member');
    expect(byEmail[0]).toMatchObject({ email: DEMO_MEMBER.email, name: DEMO_MEMBER.name });
    const byId = ofKind((await search(owner, 'mem-1000')).results, 'member');
    expect(byId[0]?.id).toBe('MEM-1000');
  });

  it('finds a funding request by id first, and by a word of its title', async () => {
    const byId = ofKind((await search(owner, 'FR-10007')).results, 'fundingRequest');
    expect(byId[0]).toMatchObject({ id: 'FR-10007' });
    const [row] = await api.db.query<{ title: string }>(
      'SELECT title FROM funding_requests WHERE id = $1',
      ['FR-10007'],
    );
    await api.writeFundingTexts('FR-10007', { title: 'Xylophone lessons for Quentin', story: 'x' });
    const byWord = ofKind((await search(owner, 'xyloph')).results, 'fundingRequest');
    expect(byWord.map((r) => r.id)).toEqual(['FR-10007']);
    await api.writeFundingTexts('FR-10007', { title: row!.title, story: 'restored' });
  });

  it('finds a conversation by a word that is only in one of its messages', async () => {
    await api.db.query(
      `INSERT INTO support_messages (id, room_id, sender_id, content, sent_at)
       VALUES ('search-msg-1', 'room-1004', 'MEM-1004', 'My parcel went to Zanzibarville by mistake', now())`,
    );
    const { results } = await search(owner, 'zanzibar');
    expect(ofKind(results, 'conversation')).toEqual([
      expect.objectContaining({
        id: 'room-1004',
        excerpt: expect.stringContaining('Zanzibarville'),
      }),
    ]);
  });

  it('finds a coupon by part of its code, case-insensitively', async () => {
    const [coupon] = await api.db.query<{ id: string; code: string }>(
      'SELECT id, code FROM coupons ORDER BY id LIMIT 1',
    );
    const { results } = await search(owner, coupon!.code.slice(0, 5).toLowerCase());
    expect(ofKind(results, 'coupon').map((c) => c.id)).toContain(coupon!.id);
  });

  it('answers at most five of each kind', async () => {
    const { results } = await search(owner, 'a');
    for (const kind of ['member', 'fundingRequest', 'coupon'] as const) {
      expect(ofKind(results, kind).length).toBeLessThanOrEqual(SEARCH_RESULTS_PER_KIND);
    }
    expect(ofKind(results, 'member')).toHaveLength(SEARCH_RESULTS_PER_KIND);
  });

  it('searches staff accounts for owners only (manageStaff)', async () => {
    const asOwner = await search(owner, DEMO_SUPPORT.email);
    expect(asOwner.kinds).toContain('staff');
    expect(ofKind(asOwner.results, 'staff').map((s) => s.id)).toEqual([DEMO_SUPPORT.id]);

    const asReviewer = await search(reviewer, DEMO_SUPPORT.email);
    expect(asReviewer.kinds).toEqual(['member', 'fundingRequest', 'conversation', 'coupon']);
    expect(ofKind(asReviewer.results, 'staff')).toEqual([]);
  });

  it('refuses members and callers without a token', async () => {
    const member = client(
      api.url,
      (await signinAs(api.url, DEMO_MEMBER.email, DEMO_MEMBER.password, 'member')).access_token,
    );
    errorOf(await member.get('/search', { q: 'a' }), 403);
    errorOf(await client(api.url).get('/search', { q: 'a' }), 401);
  });

  it('answers nothing for an empty or blank query, and refuses one that is too long', async () => {
    expect(await search(owner, '')).toMatchObject({ results: [] });
    expect(await search(owner, '   ')).toMatchObject({ results: [] });
    expect(dataOf(await owner.get('/search'), searchResponseSchema).results).toEqual([]);
    const tooLong = errorOf(
      await owner.get('/search', { q: 'a'.repeat(SEARCH_QUERY_MAX_LENGTH + 1) }),
      400,
    );
    expect(JSON.stringify(tooLong)).toContain('q');
    errorOf(await owner.get('/search', { q: 'a\u0000b' }), 400);
  });

  it.each(["'; DROP TABLE members; --", "' OR '1'='1", 'a:* | b:*', '!(x) & y <-> z', '%_%', '\\'])(
    'treats %j as text, never as SQL or tsquery syntax',
    async (q) => {
      const answer = await owner.get('/search', { q });
      expect(answer.status).toBe(200);
      const { results } = dataOf(answer, searchResponseSchema);
      // Nothing seeded contains these characters literally, and no wildcard widens the match.
      expect(ofKind(results, 'coupon')).toEqual([]);
      expect(ofKind(results, 'member').every((m) => !m.email.includes("'"))).toBe(true);
      const [count] = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM members');
      expect(count!.n).toBeGreaterThan(0);
    },
  );
});
