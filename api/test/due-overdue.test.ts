import {
  DEFAULT_DUE_TARGETS,
  endpoints,
  type FundingRequestSummary,
  type OverdueCounts,
} from '@backoffice/shared/contract';
import { sweepOverdue } from '../src/features/due/overdue';
import {
  DEMO_ADMIN,
  DEMO_MEMBER,
  DEMO_REVIEWER,
  DEMO_SECOND_REVIEWER,
  signinAs,
  startApi,
  type TestApi,
} from '../src/testing';
import {
  client,
  dataOf,
  errorOf,
  signedInClient,
  startWithAdminForFile,
  type Client,
} from './helpers';

const TARGETS = endpoints.dueTargets.path;
const OVERDUE = endpoints.overdueCounts.path;

const started = startWithAdminForFile();
let api: TestApi;
let admin: Client;
let reviewer: Client;
let member: Client;
beforeAll(async () => {
  ({ api, admin } = started);
  reviewer = await signedInClient(api.url, DEMO_REVIEWER);
  member = await signedInClient(api.url, DEMO_MEMBER, 'member');
});

const overdueCounts = async (caller = admin): Promise<OverdueCounts> =>
  dataOf(await caller.get(OVERDUE), endpoints.overdueCounts.response);

const submit = async (title: string): Promise<FundingRequestSummary> =>
  dataOf(
    await member.post(endpoints.submitFundingRequest.path, {
      title,
      category: 'medical',
      amountRequested: 120_000,
      story: 'Written by the overdue suite.',
    }),
    endpoints.submitFundingRequest.response,
  );

/** Moves a request's submission and history back, past the three-day decision target. */
async function ageRequest(id: string, hours = 80) {
  await api.db.query(
    `UPDATE funding_requests SET created_at = created_at - $2 * interval '1 hour' WHERE id = $1`,
    [id, hours],
  );
  await api.db.query(
    `UPDATE funding_history SET at = at - $2 * interval '1 hour' WHERE funding_request_id = $1`,
    [id, hours],
  );
}

/** A room whose member wrote `hours` ago and no staff member has answered. */
async function waitingRoom(id: string, memberId: string, hours: number) {
  await api.db.query(
    `INSERT INTO support_rooms (id, member_id, created_at, updated_at) VALUES ($1, $2, now(), now())
     ON CONFLICT (member_id) DO NOTHING`,
    [id, memberId],
  );
  await api.db.query(
    `INSERT INTO support_messages (id, room_id, sender_id, content, sent_at)
     VALUES ($1, $2, $3, 'Anyone there?', now() - $4 * interval '1 hour')`,
    [`${id}-1`, id, memberId, hours],
  );
}

/** Who holds a notification with this title, by staff id. */
async function recipientsOf(title: string): Promise<string[]> {
  const rows = await api.db.query<{ userId: string }>(
    'SELECT user_id AS "userId" FROM notifications WHERE title = $1 ORDER BY user_id',
    [title],
  );
  return rows.map((row) => row.userId);
}

async function setRoles(roles: string[]) {
  dataOf(
    await admin.put(TARGETS, { ...DEFAULT_DUE_TARGETS, overdueNotifyRoles: roles }),
    endpoints.updateDueTargets.response,
  );
}

describe('GET /due/overdue', () => {
  it('counts conversations past the reply target and requests past the decision target, not paused ones', async () => {
    const before = await overdueCounts();
    // The seed has overdue conversations and requests; every role reads the counts.
    expect(before.conversations).toBeGreaterThan(0);
    expect(before.requests).toBeGreaterThan(0);
    expect(await overdueCounts(reviewer)).toEqual(before);

    const late = await submit(`Overdue count ${Date.now()}`);
    await ageRequest(late.id);
    const paused = await submit(`Paused count ${Date.now()}`);
    await reviewer.patch(`/funding-requests/dashboard/update-funding-request/${paused.id}`, {
      status: 'needs_info',
      reason: 'Please upload the quote.',
    });
    await ageRequest(paused.id);
    await waitingRoom('room-count-late', 'MEM-1151', 3);
    await waitingRoom('room-count-fresh', 'MEM-1152', 1);

    expect(await overdueCounts()).toEqual({
      conversations: before.conversations + 1,
      requests: before.requests + 1,
    });
  });

  it('agrees with the lists: every item they mark overdue and awaiting is counted', async () => {
    const { rooms } = dataOf(await admin.get(endpoints.rooms.path), endpoints.rooms.response);
    const requests = await Promise.all(
      (['pending', 'under_review'] as const).map(async (status) =>
        dataOf(
          await admin.get(endpoints.fundingList.path, { status, sort: 'dueAt', limit: 100 }),
          endpoints.fundingList.response,
        ),
      ),
    );
    for (const page of requests) expect(page.total).toBeLessThanOrEqual(100);
    expect(await overdueCounts()).toEqual({
      conversations: rooms.filter((room) => room.overdue).length,
      requests: requests.flatMap((page) => page.items).filter((item) => item.overdue).length,
    });
  });

  it('needs a signed-in staff member', async () => {
    errorOf(await client(api.url).get(OVERDUE), 401);
    errorOf(await member.get(OVERDUE), 403);
  });
});

describe('the roles told of overdue items (overdueNotifyRoles)', () => {
  it('are none by default, set by owners, kept by a save without them, and refuse a bad role', async () => {
    expect(dataOf(await admin.get(TARGETS), endpoints.dueTargets.response)).toEqual(
      DEFAULT_DUE_TARGETS,
    );
    await setRoles(['support', 'owner']);
    const withoutRoles = {
      supportFirstReplyMinutes: 90,
      supportNextReplyMinutes: DEFAULT_DUE_TARGETS.supportNextReplyMinutes,
      reviewDecisionMinutes: DEFAULT_DUE_TARGETS.reviewDecisionMinutes,
    };
    expect(dataOf(await admin.put(TARGETS, withoutRoles), endpoints.dueTargets.response)).toEqual({
      ...withoutRoles,
      overdueNotifyRoles: ['owner', 'support'],
    });
    const bad = errorOf(
      await admin.put(TARGETS, { ...DEFAULT_DUE_TARGETS, overdueNotifyRoles: ['janitor'] }),
      400,
    );
    expect(bad.field).toMatch(/^overdueNotifyRoles/);
    errorOf(await reviewer.put(TARGETS, { ...DEFAULT_DUE_TARGETS, overdueNotifyRoles: [] }), 403);
    await setRoles([]);
  });
});

describe('the overdue sweep', () => {
  beforeAll(async () => {
    // What is overdue before the roles are chosen goes on record without a notification.
    await setRoles([]);
    expect(await sweepOverdue(api.db)).toBe(0);
    await setRoles(['reviewer']);
  });
  afterAll(() => setRoles([]));

  it('tells the chosen roles, once per item, of a request past its decision target', async () => {
    const request = await submit(`Overdue sweep ${Date.now()}`);
    const title = `Overdue: decision on request ${request.id}`;
    expect(await sweepOverdue(api.db)).toBe(0);

    await ageRequest(request.id);
    const written = await sweepOverdue(api.db);
    // Both demo reviewers, nobody else (not the owner who set the roles).
    expect(await recipientsOf(title)).toEqual([DEMO_REVIEWER.id, DEMO_SECOND_REVIEWER.id]);
    expect(written).toBe(2);

    expect(await sweepOverdue(api.db)).toBe(0);
    expect(await recipientsOf(title)).toHaveLength(2);

    const notices = dataOf(
      await reviewer.get(endpoints.notifications.path, { search: request.id }),
      endpoints.notifications.response,
    );
    expect(notices.items).toEqual([
      expect.objectContaining({
        title,
        body: `${request.title} (${request.id}) has waited longer than the decision target`,
        read: false,
        data: { screen: 'FundingRequest', fundingRequestId: request.id },
      }),
    ]);
  });

  it('tells of a conversation past its first-reply target, naming the member', async () => {
    await waitingRoom('room-sweep-late', 'MEM-1160', 3);
    const [memberRow] = await api.db.query<{ fullName: string }>(
      `SELECT full_name AS "fullName" FROM members WHERE id = 'MEM-1160'`,
    );
    const fullName = memberRow!.fullName;
    await sweepOverdue(api.db);
    const rows = await api.db.query<{ body: string; data: unknown }>(
      'SELECT body, data FROM notifications WHERE title = $1',
      [`Overdue: first reply to ${fullName}`],
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]).toEqual({
      body: `${fullName} has waited longer than the first-reply target`,
      data: { screen: 'SupportChat', roomId: 'room-sweep-late' },
    });
  });

  it('tells nothing of a request paused in needs info, however old', async () => {
    const request = await submit(`Paused sweep ${Date.now()}`);
    await reviewer.patch(`/funding-requests/dashboard/update-funding-request/${request.id}`, {
      status: 'needs_info',
      reason: 'Please upload the quote.',
    });
    // Asked right away, then 200 hours in needs info: none of it counts.
    await ageRequest(request.id, 200);
    expect(await sweepOverdue(api.db)).toBe(0);
    expect(await recipientsOf(`Overdue: decision on request ${request.id}`)).toEqual([]);
  });

  it('notifies once when two instances sweep at the same time', async () => {
    const request = await submit(`Overdue twice ${Date.now()}`);
    await ageRequest(request.id);
    const written = await Promise.all([sweepOverdue(api.db), sweepOverdue(api.db)]);
    expect(written.toSorted()).toEqual([0, 2]);
    expect(await recipientsOf(`Overdue: decision on request ${request.id}`)).toHaveLength(2);
  });
});

describe('the sweep timer (DUE_SWEEP_MS)', () => {
  it('runs in the api process at its period', async () => {
    const timed = await startApi({ dueSweepMs: 100 });
    try {
      const owner = client(
        timed.url,
        (await signinAs(timed.url, DEMO_ADMIN.email, DEMO_ADMIN.password)).access_token,
      );
      await owner.put(TARGETS, { ...DEFAULT_DUE_TARGETS, overdueNotifyRoles: ['owner'] });
      await timed.db.query(`UPDATE funding_requests SET created_at = created_at - interval '1 hour'
        WHERE id = (SELECT id FROM funding_requests WHERE status = 'pending' ORDER BY created_at DESC LIMIT 1)`);
      await owner.put(TARGETS, {
        ...DEFAULT_DUE_TARGETS,
        reviewDecisionMinutes: 30,
        overdueNotifyRoles: ['owner'],
      });
      await vi.waitFor(
        async () => {
          const rows = await timed.db.query<{ count: number }>(
            `SELECT count(*)::int AS count FROM notifications
             WHERE user_id = $1 AND title LIKE 'Overdue: decision on request %'`,
            [DEMO_ADMIN.id],
          );
          expect(rows[0]!.count).toBeGreaterThan(0);
        },
        { timeout: 5_000, interval: 100 },
      );
    } finally {
      await timed.close();
    }
  });
});
