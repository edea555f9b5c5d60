import type { SavedReply } from '@backoffice/shared';
import { failure, ok, signedInAs, startFakeApi, type FakeApi } from '@backoffice/shared/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SavedRepliesManager } from './saved-replies-manager';

const LIST = 'GET /support/admin/saved-replies';
const DELETE = 'DELETE /support/admin/saved-replies/reply-1';
const RESTORE = 'POST /support/admin/saved-replies/reply-1/restore';
const DELETED_AT = '2026-12-02T09:30:00.000Z';

const refunds: SavedReply = {
  id: 'reply-1',
  title: 'Refund timing',
  body: 'Hi {firstName}, refunds take 5 days.',
  updatedAt: '2026-11-30T08:00:00.000Z',
};
const welcome: SavedReply = { ...refunds, id: 'reply-2', title: 'Welcome', body: 'Hello!' };

let api: FakeApi;
let replies: SavedReply[];
beforeEach(async () => {
  api = await startFakeApi();
  replies = [refunds, welcome];
  api.on(LIST, () => ok(replies));
  api.on(DELETE, () => {
    replies = replies.filter((reply) => reply.id !== refunds.id);
    return ok({ id: refunds.id, deletedAt: DELETED_AT });
  });
});
afterEach(() => api.close());

/** Opens the manager as support staff, deletes "Refund timing", and runs `then`. */
const afterDeletingRefunds = (then: (manager: HTMLElement) => Promise<void>) =>
  signedInAs('support', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <SavedRepliesManager />
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Saved replies' }));
    const manager = await screen.findByRole('dialog', { name: 'Saved replies' });
    await userEvent.click(
      await within(manager).findByRole('button', { name: 'Delete Refund timing' }),
    );
    await then(manager);
  });

const undo = async () => {
  const toast = await screen.findByText('Saved reply “Refund timing” deleted');
  await userEvent.click(within(toast).getByRole('button', { name: 'Undo' }));
};

describe('SavedRepliesManager, deleting', () => {
  it('deletes without asking and keeps the focus on the next reply', () =>
    afterDeletingRefunds(async (manager) => {
      expect(await screen.findByText('Saved reply “Refund timing” deleted')).toBeVisible();
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      await waitFor(() => expect(within(manager).queryByText('Refund timing')).toBeNull());
      expect(api.requestsTo(DELETE)).toHaveLength(1);
      expect(within(manager).getByRole('button', { name: 'Delete Welcome' })).toHaveFocus();
    }));

  it('Undo restores that deletion and lists the reply again', () =>
    afterDeletingRefunds(async (manager) => {
      api.on(RESTORE, () => {
        replies = [refunds, ...replies];
        return ok(refunds);
      });
      await undo();
      expect(await within(manager).findByText('Refund timing')).toBeVisible();
      expect(api.requestsTo(RESTORE)[0]?.body).toEqual({ deletedAt: DELETED_AT });
    }));

  it('says in a toast when the api refuses the Undo', () =>
    afterDeletingRefunds(async () => {
      api.on(RESTORE, () =>
        failure(409, 'Another saved reply is now called “Refund timing”; nothing was restored'),
      );
      await undo();
      expect(
        await screen.findByText(
          'Could not undo: Another saved reply is now called “Refund timing”; nothing was restored',
        ),
      ).toBeVisible();
    }));

  it('puts the focus on the emptied list when the last reply goes', () => {
    replies = [refunds];
    return afterDeletingRefunds(async (manager) => {
      const empty = await within(manager).findByText('No saved replies yet');
      expect(empty.closest('[tabindex="-1"]')).toHaveFocus();
    });
  });
});
