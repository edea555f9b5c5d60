import {
  DEFAULT_DUE_TARGETS,
  dueState,
  endpoints,
  type FundingRequestSummary,
} from '@backoffice/shared/contract';
import { DEMO_MEMBER, DEMO_REVIEWER, signinAs, type TestApi } from '../src/testing';
import { client, dataOf, errorOf, startWithAdmin, type Client } from './helpers';

const LIST = endpoints.fundingList.path;
const TARGETS = endpoints.dueTargets.path;
const ROOMS = endpoints.rooms.path;
const HOUR = 3_600_000;

let api: TestApi;
let admin: Client;
let reviewer: Client;
let member: Client;

beforeAll(async () => {
  ({ api, admin } = await startWithAdmin());
  reviewer = client(
    api.url,
    (await signinAs(api.url, DEMO_REVIEWER.email, DEMO_REVIEWER.password)).access_token,
  );
  member = client(
    api.url,
    (await signinAs(api.url, DEMO_MEMBER.email, DEMO_MEMBER.password, 'member')).access_token,
  );
});
afterAll(() => api?.close());

const list = async (query: Record<string, string | number>) =>
  dataOf(await admin.get(LIST, { limit: 100, ...query }), endpoints.fundingList.response);

async function submit(title: string): Promise<FundingRequestSummary> {
  return dataOf(
    await member.post(endpoints.submitFundingRequest.path, {
      title,
      story: 'Written by the due suite.',
      category: 'housing',
      amountRequested: 150_000,
    }),
    endpoints.submitFundingRequest.response,
  );
}

/** Moves a request's creation and history back in time, as if it had been waiting that long. */
async function ageRequest(id: string, hours: number) {
  await api.db.query(
    `UPDATE funding_requests SET created_at = created_at - $2 * interval '1 hour' WHERE id = $1`,
    [id, hours],
  );
  await api.db.query(
    `UPDATE funding_history SET at = at - $2 * interval '1 hour' WHERE funding_request_id = $1`,
    [id, hours],
  );
}

describe('the response targets (GET/PUT /settings/targets)', () => {
  it('are the defaults until an owner changes them; the change is audited', async () => {
    expect(dataOf(await admin.get(TARGETS), endpoints.dueTargets.response)).toEqual(
      DEFAULT_DUE_TARGETS,
    );
    const changed = { ...DEFAULT_DUE_TARGETS, supportFirstReplyMinutes: 30 };
    expect(dataOf(await admin.put(TARGETS, changed), endpoints.updateDueTargets.response)).toEqual(
      changed,
    );
    expect(dataOf(await admin.get(TARGETS), endpoints.dueTargets.response)).toEqual(changed);
    const trail = dataOf(
      await admin.get(endpoints.auditTrail.path, { kind: 'settings.targets' }),
      endpoints.auditTrail.response,
    );
    expect(trail.items[0]).toMatchObject({
      before: { supportFirstReplyMinutes: DEFAULT_DUE_TARGETS.supportFirstReplyMinutes },
      after: { supportFirstReplyMinutes: 30 },
    });
    await admin.put(TARGETS, DEFAULT_DUE_TARGETS);
  });

  it('are for owners only, and refuse a bad target naming its field', async () => {
    errorOf(await reviewer.get(TARGETS), 403);
    errorOf(await reviewer.put(TARGETS, DEFAULT_DUE_TARGETS), 403);
    const bad = errorOf(
      await admin.put(TARGETS, { ...DEFAULT_DUE_TARGETS, reviewDecisionMinutes: 0 }),
      400,
    );
    expect(bad.field).toBe('reviewDecisionMinutes');
  });
});

describe('what is due in the funding list', () => {
  it('dates requests awaiting a decision with the review target; decided ones carry nothing', async () => {
    const pending = await list({ status: 'pending' });
    const now = Date.now();
    for (const item of pending.items) {
      expect(item.dueAt, item.id).toBe(
        new Date(
          Date.parse(item.createdAt) + DEFAULT_DUE_TARGETS.reviewDecisionMinutes * 60_000,
        ).toISOString(),
      );
      expect(item.overdue).toBe(Date.parse(item.dueAt!) < now);
    }
    // The seed's old pending requests are past the three-day target.
    expect(pending.items.some((item) => item.overdue)).toBe(true);
    const approved = await list({ status: 'approved', limit: 5 });
    for (const item of approved.items) expect(item).not.toHaveProperty('dueAt');
  });

  it("gives a request's own page the clock its list row shows; a decided one carries nothing", async () => {
    const detail = async (id: string) =>
      dataOf(
        await admin.get(endpoints.fundingDetail.path, { id }),
        endpoints.fundingDetail.response,
      );
    const [row] = (await list({ status: 'pending', sort: 'dueAt', limit: 1 })).items;
    expect(row?.overdue).toBe(true);
    expect(await detail(row!.id)).toMatchObject({ dueAt: row!.dueAt, overdue: true });
    const [approved] = (await list({ status: 'approved', limit: 1 })).items;
    expect(await detail(approved!.id)).not.toHaveProperty('dueAt');
  });

  it('pauses the review clock while a request needs info', async () => {
    const request = await submit(`Due clock ${Date.now()}`);
    // Submitted 50 h ago; a reviewer asked for information 40 h ago.
    await reviewer.patch(`/funding-requests/dashboard/update-funding-request/${request.id}`, {
      status: 'needs_info',
      reason: 'Please upload the quote.',
    });
    await api.db.query(
      `UPDATE funding_history SET at = at + interval '10 hours' WHERE funding_request_id = $1 AND to_status = 'needs_info'`,
      [request.id],
    );
    await ageRequest(request.id, 50);
    const paused = (await list({ search: request.id })).items[0]!;
    expect(paused).toMatchObject({ status: 'needs_info', dueAt: null, overdue: false });

    // Answered 16 h after the question: 34 h have run (10 before, 24 since), 16 h were paused.
    await member.post(`/funding-requests/member/answer/${request.id}`, { answer: 'Uploaded.' });
    await api.db.query(
      `UPDATE funding_history SET at = at - interval '24 hours' WHERE funding_request_id = $1 AND from_status = 'needs_info'`,
      [request.id],
    );
    const running = (await list({ search: request.id })).items[0]!;
    const created = Date.parse(running.createdAt);
    const target = DEFAULT_DUE_TARGETS.reviewDecisionMinutes * 60_000;
    expect(Date.parse(running.dueAt!)).toBeCloseTo(created + 16 * HOUR + target, -4);
    expect(running.overdue).toBe(false);
  });

  it('sorts by what is due first (sort=dueAt), paused and decided requests last, as dueState dates them', async () => {
    const { items } = await list({ sort: 'dueAt' });
    const dated = items.filter((item) => item.dueAt);
    expect(dated.length).toBeGreaterThan(10);
    const times = dated.map((item) => Date.parse(item.dueAt!));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    // Every dated item comes before every undated one.
    const firstUndated = items.findIndex((item) => !item.dueAt);
    if (firstUndated >= 0)
      expect(items.slice(firstUndated).every((item) => !item.dueAt)).toBe(true);
    const [first] = dated;
    expect(first!.dueAt).toBe(
      dueState(
        { startedAt: first!.createdAt },
        DEFAULT_DUE_TARGETS.reviewDecisionMinutes,
        new Date(),
      ).dueAt,
    );
  });
});

describe('the review clock as data', () => {
  it("dates every awaiting request as dueState dates it from the request's history", async () => {
    // One paused in needs info past its target, one answered after a pause.
    const ask = (id: string) =>
      reviewer.patch(`/funding-requests/dashboard/update-funding-request/${id}`, {
        status: 'needs_info',
        reason: 'Please upload the quote.',
      });
    const paused = await submit(`Paused clock ${Date.now()}`);
    await ageRequest(paused.id, 80);
    await ask(paused.id);
    await ageRequest(paused.id, 10);
    const answered = await submit(`Answered clock ${Date.now()}`);
    await ask(answered.id);
    await ageRequest(answered.id, 5);
    await member.post(`/funding-requests/member/answer/${answered.id}`, { answer: 'Uploaded.' });
    const pages = await Promise.all(
      (['pending', 'under_review', 'needs_info'] as const).map((status) =>
        list({ status, limit: 12 }),
      ),
    );
    const items = pages.flatMap((page) => page.items);
    const ids = items.map((item) => item.id);
    expect(ids).toEqual(expect.arrayContaining([paused.id, answered.id]));
    expect(items.find((item) => item.id === paused.id)).toMatchObject({
      dueAt: null,
      overdue: true,
    });
    const now = new Date();
    for (const item of items) {
      const { history } = dataOf(
        await admin.get(endpoints.fundingDetail.path, { id: item.id }),
        endpoints.fundingDetail.response,
      );
      const pauses = history.flatMap((entry, index) =>
        entry.to === 'needs_info'
          ? [
              {
                from: entry.at,
                to:
                  history.slice(index + 1).find((later) => later.from === 'needs_info')?.at ?? null,
              },
            ]
          : [],
      );
      expect({ dueAt: item.dueAt, overdue: item.overdue }, item.id).toEqual(
        dueState(
          { startedAt: item.createdAt, pauses },
          DEFAULT_DUE_TARGETS.reviewDecisionMinutes,
          now,
        ),
      );
    }
  });

  it('flips a request to overdue at its due moment, with no write in between', async () => {
    const request = await submit(`Falls due ${Date.now()}`);
    // Submitted so that it falls due 1.5 s from now.
    await api.db.query(
      `UPDATE funding_requests SET created_at = now() - $2 * interval '1 minute' + interval '1500 milliseconds'
       WHERE id = $1`,
      [request.id, DEFAULT_DUE_TARGETS.reviewDecisionMinutes],
    );
    const before = (await list({ search: request.id })).items[0]!;
    expect(before.overdue).toBe(false);
    // Asked again before it falls due: the same answer (from memory).
    expect((await list({ search: request.id })).items[0]).toEqual(before);
    const due = Date.parse(before.dueAt!);
    expect(due - Date.now()).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, due - Date.now() + 20));
    expect((await list({ search: request.id })).items[0]).toEqual({ ...before, overdue: true });
  });
});

describe('what is due in the support inbox', () => {
  it('dates rooms waiting on us with the first- or next-reply target, and sorts them (sort=dueAt)', async () => {
    const { rooms } = dataOf(await admin.get(ROOMS), endpoints.rooms.response);
    const waiting = rooms.filter((room) => room.inbox.awaitingSince !== null);
    expect(waiting.length).toBeGreaterThan(0);
    for (const room of waiting) {
      // Every seeded room has staff replies, so the next-reply target applies.
      const expected = dueState(
        { startedAt: room.inbox.awaitingSince! },
        DEFAULT_DUE_TARGETS.supportNextReplyMinutes,
        new Date(),
      );
      expect(room.dueAt, room.id).toBe(expected.dueAt);
    }
    expect(rooms.filter((room) => room.inbox.awaitingSince === null).every((r) => !r.dueAt)).toBe(
      true,
    );
    // The seed has rooms waiting longer than eight hours.
    expect(waiting.some((room) => room.overdue)).toBe(true);

    const sorted = dataOf(
      await admin.get(ROOMS, { sort: 'dueAt' }),
      endpoints.rooms.response,
    ).rooms;
    const times = sorted.filter((room) => room.dueAt).map((room) => Date.parse(room.dueAt!));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(sorted.slice(0, times.length).every((room) => room.dueAt)).toBe(true);
    errorOf(await admin.get(ROOMS, { sort: 'createdAt' }), 400);
  });

  it('uses the first-reply target in a room no staff member has answered yet', async () => {
    await api.db.query(
      `INSERT INTO support_rooms (id, member_id, created_at, updated_at)
       VALUES ('room-due-first', 'MEM-1150', now(), now())`,
    );
    await api.db.query(
      `INSERT INTO support_messages (id, room_id, sender_id, content, sent_at)
       VALUES ('due-first-1', 'room-due-first', 'MEM-1150', 'Hello?', now() - interval '3 hours')`,
    );
    const { rooms } = dataOf(await admin.get(ROOMS), endpoints.rooms.response);
    const room = rooms.find((candidate) => candidate.id === 'room-due-first')!;
    expect(room.overdue).toBe(true);
    expect(Date.parse(room.dueAt!)).toBe(
      Date.parse(room.inbox.awaitingSince!) + DEFAULT_DUE_TARGETS.supportFirstReplyMinutes * 60_000,
    );
  });
});
