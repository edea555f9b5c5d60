import { endpoints, type SavedView } from '@backoffice/shared/contract';
import {
  DEMO_ADMIN,
  DEMO_AUDITOR,
  DEMO_REVIEWER,
  signinAs,
  startApi,
  type TestApi,
} from '../src/testing';
import { client, dataOf, errorOf, type Client } from './helpers';

let api: TestApi;
let owner: Client;
let reviewer: Client;
let auditor: Client;

const signIn = async ({ email, password }: { email: string; password: string }) =>
  client(api.url, (await signinAs(api.url, email, password)).access_token);

beforeAll(async () => {
  api = await startApi();
  // Three staff accounts: the owner of most views, a teammate, and one who reads the trail.
  [owner, reviewer, auditor] = await Promise.all([
    signIn(DEMO_ADMIN),
    signIn(DEMO_REVIEWER),
    signIn(DEMO_AUDITOR),
  ]);
});
afterAll(() => api?.close());

const views = async (caller: Client, list: string) =>
  dataOf(await caller.get('/saved-views', { list }), endpoints.savedViews.response);

const create = async (caller: Client, body: Record<string, unknown>): Promise<SavedView> =>
  dataOf(await caller.post('/saved-views', body), endpoints.createSavedView.response);

const auditEntries = async (entityId: string) =>
  dataOf(
    await auditor.get('/audit/entries', { entityType: 'saved_view', entityId }),
    endpoints.auditTrail.response,
  ).items;

describe('saved views', () => {
  it('keeps a trimmed name and the query string, and lists it for its owner', async () => {
    const view = await create(reviewer, {
      list: 'submissions',
      name: '  Pending medical  ',
      query: '?status=pending&category=medical&sort=createdAt',
    });
    expect(view).toMatchObject({
      list: 'submissions',
      name: 'Pending medical',
      query: 'status=pending&category=medical&sort=createdAt',
      shared: false,
      mine: true,
      owner: { name: expect.any(String) },
    });
    expect((await views(reviewer, 'submissions')).map((v) => v.id)).toContain(view.id);
    // Another list's views do not include it.
    expect((await views(reviewer, 'members')).map((v) => v.id)).not.toContain(view.id);
  });

  it('shows a private view only to its owner and a shared one to the team', async () => {
    const own = await create(owner, {
      list: 'members',
      name: 'Suspended',
      query: 'status=suspended',
    });
    const team = await create(owner, {
      list: 'members',
      name: 'Verified, newest',
      query: 'verified=true&sort=-joinedAt',
      shared: true,
    });
    const seenByReviewer = await views(reviewer, 'members');
    expect(seenByReviewer.map((v) => v.id)).toContain(team.id);
    expect(seenByReviewer.map((v) => v.id)).not.toContain(own.id);
    expect(seenByReviewer.find((v) => v.id === team.id)?.mine).toBe(false);
    expect((await views(owner, 'members')).map((v) => v.id)).toEqual(
      expect.arrayContaining([own.id, team.id]),
    );
  });

  it('refuses empty, long and duplicate names per person and list', async () => {
    errorOf(await owner.post('/saved-views', { list: 'coupons', name: '   ', query: '' }), 400);
    errorOf(
      await owner.post('/saved-views', { list: 'coupons', name: 'x'.repeat(61), query: '' }),
      400,
    );
    await create(owner, { list: 'coupons', name: 'Active', query: 'status=active' });
    const duplicate = errorOf(
      await owner.post('/saved-views', { list: 'coupons', name: 'ACTIVE', query: '' }),
      409,
    );
    expect(duplicate.field).toBe('name');
    // Unique per person and per list: someone else, or another list, may use the name.
    await create(reviewer, { list: 'coupons', name: 'Active', query: 'status=active' });
    await create(owner, { list: 'submissions', name: 'Active', query: '' });
  });

  it.each([
    ['an unknown parameter', 'members', 'status=active&owner=1'],
    ['another list’s parameter', 'coupons', 'category=medical'],
    ['the page', 'submissions', 'page=2'],
    ['an unknown sort field', 'members', 'sort=password'],
    ['an invalid filter value', 'submissions', 'status=lost'],
    ['a parameter twice', 'coupons', 'status=active&status=expired'],
  ])('refuses %s in the stored query', async (_what, list, query) => {
    const error = errorOf(
      await owner.post('/saved-views', { list, name: `View ${query}`, query }),
      400,
    );
    expect(error.field).toBe('query');
  });

  it('lets only the owner delete a view: 403 for anyone else, 404 when gone', async () => {
    const view = await create(owner, {
      list: 'coupons',
      name: 'Team expired',
      query: 'status=expired',
      shared: true,
    });
    const refused = errorOf(await reviewer.delete(`/saved-views/${view.id}`), 403);
    expect(refused.message).toMatch(/owner/);
    expect((await views(reviewer, 'coupons')).map((v) => v.id)).toContain(view.id);

    dataOf(await owner.delete(`/saved-views/${view.id}`), endpoints.deleteSavedView.response);
    expect((await views(reviewer, 'coupons')).map((v) => v.id)).not.toContain(view.id);
    errorOf(await owner.delete(`/saved-views/${view.id}`), 404);
  });

  it('writes an audit entry for a create and a delete', async () => {
    const view = await create(owner, {
      list: 'submissions',
      name: 'Audited',
      query: 'status=approved',
    });
    await owner.delete(`/saved-views/${view.id}`);
    const entries = await auditEntries(view.id);
    expect(entries.map((entry) => entry.kind).sort()).toEqual([
      'saved_view.create',
      'saved_view.delete',
    ]);
    expect(entries.find((e) => e.kind === 'saved_view.create')?.after).toMatchObject({
      name: 'Audited',
      query: 'status=approved',
      shared: false,
    });
  });
});

describe('undoing the deletion of a saved view', () => {
  const restore = (caller: Client, id: string, deletedAt: string) =>
    caller.post(`/saved-views/${id}/restore`, { deletedAt });
  const remove = async (caller: Client, id: string) =>
    dataOf(await caller.delete(`/saved-views/${id}`), endpoints.deleteSavedView.response);

  it('gives back the identical view, listed again, with both changes in the trail', async () => {
    const view = await create(owner, {
      list: 'members',
      name: 'Undo shared',
      query: 'status=active&sort=-joinedAt',
      shared: true,
    });
    const deleted = await remove(owner, view.id);
    expect((await views(owner, 'members')).map((v) => v.id)).not.toContain(view.id);
    expect((await views(reviewer, 'members')).map((v) => v.id)).not.toContain(view.id);

    const restored = dataOf(
      await restore(owner, view.id, deleted.deletedAt),
      endpoints.restoreSavedView.response,
    );
    expect(restored).toEqual(view);
    expect(await views(owner, 'members')).toContainEqual(view);
    expect((await views(reviewer, 'members')).map((v) => v.id)).toContain(view.id);
    expect((await auditEntries(view.id)).map((entry) => entry.kind).sort()).toEqual([
      'saved_view.create',
      'saved_view.delete',
      'saved_view.restore',
    ]);
  });

  it('refuses anyone but the owner, for a private view or a shared one', async () => {
    const own = await create(owner, { list: 'coupons', name: 'Mine alone', query: '' });
    const team = await create(owner, {
      list: 'coupons',
      name: 'Ours, undo',
      query: '',
      shared: true,
    });
    const ownDeleted = await remove(owner, own.id);
    const teamDeleted = await remove(owner, team.id);

    expect(errorOf(await restore(reviewer, own.id, ownDeleted.deletedAt), 403).message).toBe(
      'Only the owner of a saved view can restore it',
    );
    errorOf(await restore(reviewer, team.id, teamDeleted.deletedAt), 403);
    expect((await views(owner, 'coupons')).map((v) => v.id)).not.toContain(own.id);
    expect((await auditEntries(own.id)).map((entry) => entry.kind)).not.toContain(
      'saved_view.restore',
    );
  });

  it('answers 409 when the view is not deleted, and writes nothing', async () => {
    const view = await create(owner, { list: 'submissions', name: 'Back once', query: '' });
    const deleted = await remove(owner, view.id);
    dataOf(await restore(owner, view.id, deleted.deletedAt), endpoints.restoreSavedView.response);

    expect(errorOf(await restore(owner, view.id, deleted.deletedAt), 409).message).toBe(
      'View “Back once” is not deleted; nothing to undo',
    );
    expect(await auditEntries(view.id)).toHaveLength(3);
  });

  it('answers 409 when the owner has since saved another view of that name', async () => {
    const view = await create(owner, { list: 'submissions', name: 'Reused name', query: '' });
    const deleted = await remove(owner, view.id);
    // The deleted view no longer holds its name.
    const newer = await create(owner, {
      list: 'submissions',
      name: 'reused NAME',
      query: 'status=pending',
    });

    expect(errorOf(await restore(owner, view.id, deleted.deletedAt), 409).message).toBe(
      'You now have another view called “Reused name” on this list; nothing was restored',
    );
    const named = (await views(owner, 'submissions')).filter(
      (v) => v.name.toLowerCase() === 'reused name',
    );
    expect(named).toEqual([newer]);
  });
});

describe("a saved view's own history", () => {
  const history = (caller: Client, id: string) =>
    caller.get('/audit/entity', { type: 'saved_view', id });

  it("is its owner's only while the view is private; a shared one's is the team's", async () => {
    const own = await create(owner, {
      list: 'coupons',
      name: 'Private plan',
      query: 'search=secret',
    });
    const team = await create(owner, {
      list: 'coupons',
      name: 'Team plan',
      query: 'search=team',
      shared: true,
    });
    expect(dataOf(await history(owner, own.id), endpoints.entityAudit.response)).toHaveLength(1);
    const refused = await history(reviewer, own.id);
    expect(errorOf(refused, 404).message).not.toContain('Private plan');
    expect(JSON.stringify(refused.body)).not.toContain('search=secret');
    expect(dataOf(await history(reviewer, team.id), endpoints.entityAudit.response)).toHaveLength(
      1,
    );

    // Deleted, it stays its owner's.
    await owner.delete(`/saved-views/${own.id}`);
    expect(dataOf(await history(owner, own.id), endpoints.entityAudit.response)).toHaveLength(2);
    errorOf(await history(reviewer, own.id), 404);
  });
});
