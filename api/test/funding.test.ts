import {
  endpoints,
  fundingStatuses,
  fundingTransitionNeedsReason,
  fundingTransitions,
  notificationSchema,
  page,
  type FundingStatus,
} from '@backoffice/shared/contract';
import { DEMO_ADMIN, DEMO_MEMBER, signinAs } from '../src/testing';
import { client, dataOf, errorOf, startWithAdminForFile } from './helpers';

const LIST = '/funding-requests/dashboard/funding/list';
const SUMMARY = '/funding-requests/dashboard/funding/summary';
const DETAIL = '/funding-requests/dashboard/funding';
const update = (id: string) => `/funding-requests/dashboard/update-funding-request/${id}`;

const file = startWithAdminForFile();

const list = async (query: Record<string, string | number> = {}) =>
  dataOf(await file.admin.get(LIST, query), endpoints.fundingList.response);

async function firstWithStatus(status: FundingStatus, skip = 0): Promise<string> {
  const { items } = await list({ status, limit: 100 });
  const found = items[skip];
  if (!found) throw new Error(`No seeded request in status ${status}`);
  return found.id;
}

describe('funding list', () => {
  it('pages over at least 300 seeded requests with FR- ids, 20 by default', async () => {
    const first = await list();
    expect(first.total).toBeGreaterThanOrEqual(300);
    expect(first).toMatchObject({ page: 1, limit: 20 });
    expect(first.items).toHaveLength(20);
    expect(first.items[0]!.id).toMatch(/^FR-\d{5}$/);
    const second = await list({ page: 2 });
    expect(second.items.map((item) => item.id)).not.toContain(first.items[0]!.id);
    const last = await list({ page: Math.ceil(first.total / 100), limit: 100 });
    expect(last.items.length).toBe(first.total - (last.page - 1) * 100);
  });

  it('counts every match on a page past the end too', async () => {
    const { total } = await list();
    expect(await list({ page: 1000 })).toEqual({ items: [], total, page: 1000, limit: 20 });
  });

  it('a page read again after a change shows the change (no stale cached page)', async () => {
    const id = await firstWithStatus('pending');
    const before = await list({ status: 'pending', limit: 100 });
    expect(before.items.map((item) => item.id)).toContain(id);
    dataOf(
      await file.admin.patch(update(id), { status: 'under_review' }),
      endpoints.updateFundingRequest.response,
    );
    const after = await list({ status: 'pending', limit: 100 });
    expect(after.items.map((item) => item.id)).not.toContain(id);
    expect(after.total).toBe(before.total - 1);
  });

  it('seeds every status but needs_info within the last 90 days', async () => {
    // needs_info is reached only by asking the requester (funding-needs-info.test.ts).
    for (const status of fundingStatuses.filter((seeded) => seeded !== 'needs_info')) {
      expect((await list({ status })).total, status).toBeGreaterThan(0);
    }
    const oldest = await list({ sort: 'createdAt', limit: 1 });
    const ageDays = (Date.now() - Date.parse(oldest.items[0]!.createdAt)) / 86_400_000;
    expect(ageDays).toBeLessThanOrEqual(90);
  });

  it('sorts by a whitelisted field either way and refuses others with 400 naming sort', async () => {
    const ascending = await list({ sort: 'amountRequested', limit: 50 });
    const amounts = ascending.items.map((item) => item.amountRequested);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    const descending = await list({ sort: '-amountRequested', limit: 50 });
    const down = descending.items.map((item) => item.amountRequested);
    expect(down).toEqual([...down].sort((a, b) => b - a));
    const refused = errorOf(await file.admin.get(LIST, { sort: 'title' }), 400);
    expect(refused).toMatchObject({ field: 'sort' });
    expect(refused.message).toMatch(/^sort: /);
  });

  it('filters by status, category, requester and inclusive day range', async () => {
    const filtered = await list({ status: 'pending', category: 'medical', limit: 100 });
    expect(filtered.total).toBeGreaterThan(0);
    expect(filtered.items.every((i) => i.status === 'pending' && i.category === 'medical')).toBe(
      true,
    );

    const byRequester = await list({ requesterId: DEMO_MEMBER.id, limit: 100 });
    expect(byRequester.total).toBeGreaterThan(0);
    expect(byRequester.items.every((item) => item.requester.id === DEMO_MEMBER.id)).toBe(true);

    const sample = (await list({ limit: 1, page: 7 })).items[0]!;
    const day = sample.createdAt.slice(0, 10);
    const sameDay = await list({ from: day, to: day, limit: 100 });
    expect(sameDay.items.map((item) => item.id)).toContain(sample.id);
    expect(sameDay.items.every((item) => item.createdAt.slice(0, 10) === day)).toBe(true);
  });

  it('searches by id, title and requester name', async () => {
    const sample = (await list({ limit: 1, page: 3 })).items[0]!;
    expect((await list({ search: sample.id })).items.map((item) => item.id)).toEqual([sample.id]);
    const byName = await list({ search: sample.requester.fullName, limit: 100 });
    expect(byName.items.map((item) => item.id)).toContain(sample.id);
    const byTitle = await list({ search: sample.title.toUpperCase(), limit: 100 });
    expect(byTitle.items.map((item) => item.id)).toContain(sample.id);
    expect((await list({ search: 'zzz-no-such-request' })).total).toBe(0);
  });

  // PostgreSQL text cannot hold U+0000: the search is refused in words, not failed with a 500.
  it('answers 400 naming search for a NUL character in it', async () => {
    expect(errorOf(await file.admin.get(LIST, { search: 'a\u0000b' }), 400)).toMatchObject({
      field: 'search',
      message: 'search: A search cannot contain a NUL character',
    });
  });

  it('answers 400 naming the field for a bad limit, page, status or date', async () => {
    expect(errorOf(await file.admin.get(LIST, { limit: 101 }), 400).field).toBe('limit');
    expect(errorOf(await file.admin.get(LIST, { page: 0 }), 400).field).toBe('page');
    expect(errorOf(await file.admin.get(LIST, { status: 'lost' }), 400).field).toBe('status');
    expect(errorOf(await file.admin.get(LIST, { from: '2024-13-01' }), 400).field).toBe('from');
    const reversed = errorOf(
      await file.admin.get(LIST, { from: '2024-02-02', to: '2024-02-01' }),
      400,
    );
    expect(reversed).toMatchObject({ field: 'to', message: 'to: from must not be after to' });
  });
});

describe('funding summary', () => {
  it('answers 400 for a day outside 2000–2099, before counting a day of it', async () => {
    // The year 2, as typing "2025" into a date box passes through it: 740,000 days to count.
    const typedYear = errorOf(await file.admin.get(SUMMARY, { from: '0002-03-15' }), 400);
    expect(typedYear).toMatchObject({
      field: 'from',
      message: 'from: Choose a day from 2000 to 2099',
    });
    expect(errorOf(await file.admin.get(SUMMARY, { to: '2100-01-01' }), 400).field).toBe('to');
    expect(errorOf(await file.admin.get(LIST, { from: '1999-12-31' }), 400).field).toBe('from');
  });

  it('covers all time up to today by default, every day zero-filled and every status present', async () => {
    const summary = dataOf(await file.admin.get(SUMMARY), endpoints.fundingSummary.response);
    const oldest = (await list({ sort: 'createdAt', limit: 1 })).items[0]!;
    expect(summary.perDay[0]!.date).toBe(oldest.createdAt.slice(0, 10));
    expect(summary.perDay.at(-1)!.date).toBe(new Date().toISOString().slice(0, 10));
    expect(Object.keys(summary.byStatus).sort()).toEqual([...fundingStatuses].sort());
    expect(summary.perDay.reduce((sum, day) => sum + day.count, 0)).toBe(summary.total);
    expect(summary.total).toBe((await list()).total);
    expect(summary.byStatus.pending).toBe((await list({ status: 'pending' })).total);
    expect(summary.currency).toBe('USD');
    expect(summary.amountRequested).toBeGreaterThan(summary.amountRaised);
  });

  it('counts with the list’s search, category and requester, per status and per queue', async () => {
    const summaryOf = async (query: Record<string, string>) =>
      dataOf(await file.admin.get(SUMMARY, query), endpoints.fundingSummary.response);
    const { id, category, requester } = (await list({ limit: 1 })).items[0]!;
    const one = await summaryOf({ search: id });
    expect(one.total).toBe(1);
    expect(Object.values(one.byStatus).reduce((sum, n) => sum + n, 0)).toBe(1);

    const none = await summaryOf({ search: 'no request is called this' });
    expect(none.total).toBe(0);
    expect(none.byQueue).toEqual({ review: 0, second_approval: 0, in_review_by_me: 0 });

    const filters = { category, requesterId: requester.id };
    const filtered = await summaryOf(filters);
    expect(filtered.total).toBe((await list(filters)).total);
    expect(filtered.byStatus.pending).toBe((await list({ ...filters, status: 'pending' })).total);
    const all = await summaryOf({});
    for (const queue of ['review', 'second_approval', 'in_review_by_me'] as const) {
      expect(all.byQueue?.[queue]).toBe((await list({ queue })).total);
    }
    expect(all.byQueue?.review).toBeGreaterThan(0);
  });

  it('runs a lone from up to today, and a lone to from the first request', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const fromOnly = dataOf(
      await file.admin.get(SUMMARY, { from: '2024-02-15' }),
      endpoints.fundingSummary.response,
    );
    expect([fromOnly.perDay[0]!.date, fromOnly.perDay.at(-1)!.date]).toEqual(['2024-02-15', today]);
    expect(fromOnly.total).toBe((await list()).total);
    const oldestDay = (await list({ sort: 'createdAt', limit: 1 })).items[0]!.createdAt.slice(
      0,
      10,
    );
    const toOnly = dataOf(
      await file.admin.get(SUMMARY, { to: today }),
      endpoints.fundingSummary.response,
    );
    expect([toOnly.perDay[0]!.date, toOnly.perDay.at(-1)!.date]).toEqual([oldestDay, today]);
  });

  it('reads days in the caller time zone (tz), for the summary and the list alike', async () => {
    // Kiritimati is UTC+14: a request made from 10:00 UTC on falls on the next day there.
    const tz = 'Pacific/Kiritimati';
    const { items } = await list({ limit: 100 });
    const early = items.find((item) => new Date(item.createdAt).getUTCHours() >= 10)!;
    const utcDay = early.createdAt.slice(0, 10);
    const localDay = new Intl.DateTimeFormat('en-CA', { timeZone: tz }).format(
      new Date(early.createdAt),
    );
    expect(localDay).not.toBe(utcDay);
    const ids = async (query: Record<string, string>) =>
      (await list({ ...query, limit: 100 })).items.map((item) => item.id);
    expect(await ids({ from: localDay, to: localDay, tz })).toContain(early.id);
    expect(await ids({ from: localDay, to: localDay })).not.toContain(early.id);
    expect(await ids({ from: utcDay, to: utcDay })).toContain(early.id);

    const day = dataOf(
      await file.admin.get(SUMMARY, { from: localDay, to: localDay, tz }),
      endpoints.fundingSummary.response,
    );
    expect(day.perDay).toEqual([{ date: localDay, count: day.total }]);
    expect(day.total).toBe((await list({ from: localDay, to: localDay, tz })).total);
    const bad = errorOf(await file.admin.get(SUMMARY, { tz: 'Mars/Olympus' }), 400);
    expect(bad.field).toBe('tz');
  });

  it('honours from/to, zero-filling days without requests', async () => {
    const summary = dataOf(
      await file.admin.get(SUMMARY, { from: '2020-01-30', to: '2020-02-02' }),
      endpoints.fundingSummary.response,
    );
    expect(summary.perDay).toEqual([
      { date: '2020-01-30', count: 0 },
      { date: '2020-01-31', count: 0 },
      { date: '2020-02-01', count: 0 },
      { date: '2020-02-02', count: 0 },
    ]);
    expect(summary.byStatus).toEqual({
      pending: 0,
      under_review: 0,
      needs_info: 0,
      approved: 0,
      rejected: 0,
      funded: 0,
      closed: 0,
    });
  });
});

describe('funding detail', () => {
  it('returns the full request with documents, notes and history', async () => {
    const id = await firstWithStatus('closed');
    const request = dataOf(await file.admin.get(DETAIL, { id }), endpoints.fundingDetail.response);
    expect(request.id).toBe(id);
    expect(request.documents.length).toBeGreaterThan(0);
    expect(request.history.map((entry) => entry.to).filter(Boolean)).toEqual([
      'approved',
      'funded',
      'closed',
    ]);
  });

  it('answers 404 for an unknown id and 400 naming id when it is missing', async () => {
    expect(errorOf(await file.admin.get(DETAIL, { id: 'FR-1' }), 404).message).toBe(
      'Funding request FR-1 not found',
    );
    expect(errorOf(await file.admin.get(DETAIL), 400).field).toBe('id');
  });
});

describe('funding status transitions', () => {
  // Out of needs_info is covered by funding-needs-info.test.ts: the seed has none in it.
  const allowed = Object.entries(fundingTransitions)
    .filter(([from]) => from !== 'needs_info')
    .flatMap(([from, targets]) => targets.map((to) => [from as FundingStatus, to] as const));

  it.each(allowed)(
    'allows %s → %s and appends it to the history with actor and reason',
    async (from, to) => {
      const skip = allowed.filter(([f]) => f === from).findIndex(([, t]) => t === to);
      const id = await firstWithStatus(from, skip);
      const reason = fundingTransitionNeedsReason(to) ? 'Could not verify the invoice' : undefined;
      const updated = dataOf(
        await file.admin.patch(update(id), { status: to, ...(reason && { reason }) }),
        endpoints.updateFundingRequest.response,
      );
      expect(updated.status).toBe(to);
      expect(updated.history.at(-1)).toMatchObject({
        actor: DEMO_ADMIN.name,
        action: 'status_changed',
        from,
        to,
        ...(reason && { reason }),
      });
      const reread = dataOf(await file.admin.get(DETAIL, { id }), endpoints.fundingDetail.response);
      expect(reread.status).toBe(to);
    },
  );

  it('refuses a transition the contract does not allow with 409 and a clear message', async () => {
    const id = await firstWithStatus('closed');
    const refused = errorOf(await file.admin.patch(update(id), { status: 'pending' }), 409);
    expect(refused.message).toBe('Cannot change a closed request to pending');
    const pending = await firstWithStatus('pending', 5);
    expect(
      errorOf(await file.admin.patch(update(pending), { status: 'funded' }), 409).message,
    ).toBe('Cannot change a pending request to funded');
  });

  it('needs a reason to reject (400 naming reason) and 404s an unknown request', async () => {
    const id = await firstWithStatus('pending', 6);
    const noReason = errorOf(await file.admin.patch(update(id), { status: 'rejected' }), 400);
    expect(noReason).toMatchObject({ field: 'reason' });
    expect(noReason.message).toBe('reason: A reason is required to reject a request');
    errorOf(await file.admin.patch(update('FR-1'), { status: 'approved' }), 404);
    expect(errorOf(await file.admin.patch(update(id), { status: 'done' }), 400).field).toBe(
      'status',
    );
  });
});

describe('notes', () => {
  // Any text the contract does not check for it: the database's refusal is a 400, not a 500.
  it('answers 400 for a note with a NUL character', async () => {
    const request = (await list({ limit: 1 })).items[0]!;
    const send = await file.admin.post(`/funding-requests/dashboard/send-note/${request.id}`, {
      content: 'see\u0000this',
    });
    expect(errorOf(send, 400).message).toBe('Text cannot contain a NUL character');
  });

  it('stores a sent note on the request and notifies the requester', async () => {
    const request = (await list({ requesterId: DEMO_MEMBER.id, limit: 1 })).items[0]!;
    const note = dataOf(
      await file.admin.post(`/funding-requests/dashboard/send-note/${request.id}`, {
        content: '  Please upload the invoice.  ',
      }),
      endpoints.sendNote.response,
    );
    expect(note).toMatchObject({
      content: 'Please upload the invoice.',
      author: { id: DEMO_ADMIN.id, name: DEMO_ADMIN.name },
    });
    const detail = dataOf(
      await file.admin.get(DETAIL, { id: request.id }),
      endpoints.fundingDetail.response,
    );
    expect(detail.notes.at(-1)).toEqual(note);

    const member = await signinAs(file.api.url, DEMO_MEMBER.email, DEMO_MEMBER.password, 'member');
    const inbox = dataOf(
      await client(file.api.url, member.access_token).get('/notification', { unread: 'true' }),
      page(notificationSchema),
    );
    expect(inbox.items[0]).toMatchObject({
      body: 'Please upload the invoice.',
      read: false,
      data: { screen: 'FundingRequest', fundingRequestId: request.id },
    });
  });

  it('refuses an empty or too long note with 400 naming content, 404 for an unknown request', async () => {
    const id = await firstWithStatus('pending');
    const path = `/funding-requests/dashboard/send-note/${id}`;
    expect(errorOf(await file.admin.post(path, { content: '   ' }), 400)).toMatchObject({
      field: 'content',
      message: 'content: Write a note first',
    });
    expect(errorOf(await file.admin.post(path, { content: 'x'.repeat(2001) }), 400).field).toBe(
      'content',
    );
    errorOf(
      await file.admin.post('/funding-requests/dashboard/send-note/FR-1', { content: 'hi' }),
      404,
    );
  });

  it('saves the private note, limits it to 5000 characters, and 404s an unknown request', async () => {
    const id = await firstWithStatus('under_review', 3);
    const path = `/funding-requests/dashboard/private-note/${id}`;
    const saved = dataOf(
      await file.admin.put(path, { note: 'Called them twice.' }),
      endpoints.privateNote.response,
    );
    expect(saved.privateNote).toBe('Called them twice.');
    const cleared = dataOf(
      await file.admin.put(path, { note: '' }),
      endpoints.privateNote.response,
    );
    expect(cleared.privateNote).toBe('');
    expect(errorOf(await file.admin.put(path, { note: 'x'.repeat(5001) }), 400).field).toBe('note');
    expect(errorOf(await file.admin.put(path, {}), 400).field).toBe('note');
    errorOf(
      await file.admin.put('/funding-requests/dashboard/private-note/FR-1', { note: 'x' }),
      404,
    );
  });
});
