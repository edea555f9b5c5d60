import { endpoints, type SavedReply } from '@backoffice/shared/contract';
import { DEMO_ADMIN, DEMO_REVIEWER, DEMO_SUPPORT, startApi, type TestApi } from '../src/testing';
import { dataOf, errorOf, signedInClient, type Client } from './helpers';

// Issue 59: deleting a saved reply is reversible; the toast's Undo restores the very same reply.

let api: TestApi;
let admin: Client;
let support: Client;
let reviewer: Client;

beforeAll(async () => {
  api = await startApi();
  const signIn = (account: { email: string; password: string }) => signedInClient(api.url, account);
  [admin, support, reviewer] = await Promise.all([
    signIn(DEMO_ADMIN),
    signIn(DEMO_SUPPORT),
    signIn(DEMO_REVIEWER),
  ]);
});
afterAll(() => api?.close());

const PATH = '/support/admin/saved-replies';

const create = async (title: string, body = `About ${title}`): Promise<SavedReply> =>
  dataOf(await admin.post(PATH, { title, body }), endpoints.createSavedReply.response);

const remove = async (caller: Client, id: string) =>
  dataOf(await caller.delete(`${PATH}/${id}`), endpoints.deleteSavedReply.response);

const restore = (caller: Client, id: string, deletedAt: string) =>
  caller.post(`${PATH}/${id}/restore`, { deletedAt });

const listed = async () => dataOf(await admin.get(PATH), endpoints.savedReplies.response);

const auditKinds = async (id: string) =>
  dataOf(
    await admin.get('/audit/entity', { type: 'saved_reply', id }),
    endpoints.entityAudit.response,
  ).map((entry) => entry.kind);

describe('undoing the deletion of a saved reply', () => {
  it('gives back the identical reply, listed again, with both changes in the trail', async () => {
    const reply = await create('Undo me', 'Hi {firstName}, back soon.');
    const deleted = await remove(admin, reply.id);
    expect(deleted.id).toBe(reply.id);
    expect(await listed()).not.toContainEqual(expect.objectContaining({ id: reply.id }));

    // Anyone who may chat may undo it, as anyone may delete it: the replies are the team's.
    const restored = dataOf(
      await restore(support, reply.id, deleted.deletedAt),
      endpoints.restoreSavedReply.response,
    );
    expect(restored).toEqual(reply);
    expect(await listed()).toContainEqual(reply);
    expect(await auditKinds(reply.id)).toEqual(
      expect.arrayContaining(['saved_reply.create', 'saved_reply.delete', 'saved_reply.restore']),
    );
  });

  it('answers 409 when the reply is not deleted, and changes nothing', async () => {
    const reply = await create('Still here');
    const deleted = await remove(admin, reply.id);
    dataOf(await restore(admin, reply.id, deleted.deletedAt), endpoints.restoreSavedReply.response);

    const again = errorOf(await restore(admin, reply.id, deleted.deletedAt), 409);
    expect(again.message).toBe('Saved reply “Still here” is not deleted; nothing to undo');
    expect(await auditKinds(reply.id)).toHaveLength(3);
  });

  it('answers 409 to the Undo of an earlier deletion once it was deleted again', async () => {
    const reply = await create('Twice gone');
    const first = await remove(admin, reply.id);
    dataOf(await restore(admin, reply.id, first.deletedAt), endpoints.restoreSavedReply.response);
    await remove(admin, reply.id);

    expect(errorOf(await restore(admin, reply.id, first.deletedAt), 409).message).toMatch(
      /deleted again since/,
    );
    expect(await listed()).not.toContainEqual(expect.objectContaining({ id: reply.id }));
  });

  it('answers 409 when a newer reply now has its title', async () => {
    const reply = await create('Opening line');
    const deleted = await remove(admin, reply.id);
    const newer = await create('OPENING LINE');

    expect(errorOf(await restore(admin, reply.id, deleted.deletedAt), 409).message).toBe(
      'Another saved reply is now called “Opening line”; nothing was restored',
    );
    expect((await listed()).filter((r) => r.title.toLowerCase() === 'opening line')).toEqual([
      newer,
    ]);
  });

  it('keeps deleted replies out of reach: not edited, not deleted twice, 404 when unknown', async () => {
    const reply = await create('Gone for good');
    const deleted = await remove(admin, reply.id);
    errorOf(await admin.patch(`${PATH}/${reply.id}`, { title: 'x', body: 'y' }), 404);
    errorOf(await admin.delete(`${PATH}/${reply.id}`), 404);
    errorOf(await restore(admin, 'reply-nope', deleted.deletedAt), 404);
  });

  it('refuses a role that may not chat, as the delete does', async () => {
    const reply = await create('Not yours to undo');
    const deleted = await remove(admin, reply.id);
    expect(errorOf(await restore(reviewer, reply.id, deleted.deletedAt), 403).message).toMatch(
      /Only owners and support staff/,
    );
  });
});
