import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import type { SavedView } from '@backoffice/shared';
import { MemoryRouter, useLocation } from '@backoffice/shared/router';
import { failure, ok, startFakeApi, type FakeApi } from '@backoffice/shared/testing';
import { SavedViews } from './saved-views';

const VIEWS = 'GET /saved-views';
const CREATE = 'POST /saved-views';

const aView = (overrides: Partial<SavedView> = {}): SavedView => ({
  id: 'view-1',
  list: 'submissions',
  name: 'Pending medical',
  query: 'category=medical&status=pending',
  shared: false,
  owner: { id: 'ADM-2', name: 'Riley Reviewer' },
  mine: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

let api: FakeApi;
beforeEach(async () => {
  api = await startFakeApi();
});
afterEach(() => api.close());

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="Location">{`${pathname}${search}`}</output>;
}

function renderViews(url = '/submissions?status=pending&page=3&sort=-createdAt') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <SavedViews list="submissions" />
        <Where />
        <ToastContainer />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const region = () => screen.getByRole('region', { name: 'Saved views' });

describe('SavedViews', () => {
  it('lists the views; one opens its filters at the list’s address and is marked current', async () => {
    api.on(VIEWS, () =>
      ok([
        aView(),
        aView({
          id: 'view-2',
          name: 'Big asks',
          query: 'sort=-amountRequested',
          shared: true,
          mine: false,
          owner: { id: 'ADM-1', name: 'Olivia Owner' },
        }),
      ]),
    );
    renderViews();
    const link = await within(region()).findByRole('link', { name: 'Pending medical' });
    expect(link).not.toHaveAttribute('aria-current');
    // Another person's shared view says whose it is and cannot be deleted here.
    expect(within(region()).getByRole('link', { name: 'Big asks · Olivia Owner' })).toBeVisible();
    expect(within(region()).getAllByRole('button', { name: /^Delete view/ })).toHaveLength(1);
    expect(api.requestsTo(VIEWS)[0]?.query.get('list')).toBe('submissions');

    await userEvent.click(link);
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(
      '/submissions?category=medical&status=pending',
    );
    expect(within(region()).getByRole('link', { name: 'Pending medical' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('saves the current filters and sort (not the page) under a name, shared when ticked', async () => {
    let views: SavedView[] = [];
    api.on(VIEWS, () => ok(views));
    api.on(CREATE, (request) => {
      const body = request.body as { name: string; query: string; shared: boolean };
      views = [aView({ id: 'view-9', ...body })];
      return ok(views[0]);
    });
    renderViews();
    expect(await within(region()).findByText('None yet')).toBeVisible();

    await userEvent.click(within(region()).getByRole('button', { name: 'Save view' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save view' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Name/ }),
      '  Oldest pending ',
    );
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Share with the team' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requestsTo(CREATE)[0]?.body).toEqual({
      list: 'submissions',
      name: 'Oldest pending',
      query: 'sort=-createdAt&status=pending',
      shared: true,
    });
    expect(
      await within(region()).findByRole('link', { name: 'Oldest pending · shared' }),
    ).toBeVisible();
  });

  it('asks for a name, and keeps the form with the api’s reason when the name is taken', async () => {
    api.on(VIEWS, () => ok([]));
    api.on(CREATE, () =>
      failure(409, 'name: you already have a view called "Mine" on this list', 'name'),
    );
    renderViews();
    await userEvent.click(await within(region()).findByRole('button', { name: 'Save view' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save view' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    expect(name).toHaveAccessibleDescription('Enter a name');
    expect(api.requestsTo(CREATE)).toHaveLength(0);

    await userEvent.type(name, 'Mine');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription(
        'you already have a view called "Mine" on this list',
      ),
    );
    expect(name).toHaveValue('Mine');
    expect(screen.getByRole('dialog', { name: 'Save view' })).toBeVisible();
  });

  describe('deleting', () => {
    const DELETED_AT = '2026-12-02T10:00:00.000Z';
    const RESTORE = 'POST /saved-views/view-1/restore';
    let views: SavedView[];
    beforeEach(() => {
      views = [aView(), aView({ id: 'view-2', name: 'Zero amount', query: 'sort=amount' })];
      api.on(VIEWS, () => ok(views));
      api.on('DELETE /saved-views/view-1', () => {
        views = views.filter((view) => view.id !== 'view-1');
        return ok({ id: 'view-1', deletedAt: DELETED_AT });
      });
    });
    const deleteFirst = async () => {
      renderViews();
      await userEvent.click(
        await within(region()).findByRole('button', { name: 'Delete view Pending medical' }),
      );
    };

    it('deletes at once, offers Undo in the toast and keeps the focus in the list', async () => {
      await deleteFirst();
      const toast = await screen.findByText('View “Pending medical” deleted');
      expect(within(toast).getByRole('button', { name: 'Undo' })).toBeVisible();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await waitFor(() =>
        expect(within(region()).queryByRole('link', { name: 'Pending medical' })).toBeNull(),
      );
      expect(api.requestsTo('DELETE /saved-views/view-1')).toHaveLength(1);
      // The next view's delete control, not the page's start.
      expect(
        within(region()).getByRole('button', { name: 'Delete view Zero amount' }),
      ).toHaveFocus();
    });

    it('deleting the last view leaves "None yet" and the focus on Save view', async () => {
      views = [aView()];
      await deleteFirst();
      expect(await within(region()).findByText('None yet')).toBeVisible();
      expect(within(region()).getByRole('button', { name: 'Save view' })).toHaveFocus();
    });

    it('Undo sends back the deletion’s version and the view is listed again', async () => {
      const deleted = views[0]!;
      api.on(RESTORE, () => {
        views = [deleted, ...views];
        return ok(deleted);
      });
      await deleteFirst();
      const toast = await screen.findByText('View “Pending medical” deleted');
      await userEvent.click(within(toast).getByRole('button', { name: 'Undo' }));

      expect(await within(region()).findByRole('link', { name: 'Pending medical' })).toBeVisible();
      expect(api.requestsTo(RESTORE).map((request) => request.body)).toEqual([
        { deletedAt: DELETED_AT },
      ]);
    });

    it('says in a toast why an Undo was refused', async () => {
      api.on(RESTORE, () =>
        failure(409, 'You now have another view called “Pending medical” on this list'),
      );
      await deleteFirst();
      const toast = await screen.findByText('View “Pending medical” deleted');
      await userEvent.click(within(toast).getByRole('button', { name: 'Undo' }));

      expect(
        await screen.findByText(
          'Could not undo: You now have another view called “Pending medical” on this list',
        ),
      ).toBeVisible();
      expect(within(region()).queryByRole('link', { name: 'Pending medical' })).toBeNull();
    });
  });

  it('says when the views cannot be loaded and loads them again on Retry', async () => {
    api.on(VIEWS, () => failure(500, 'Boom'));
    renderViews();
    expect(await within(region()).findByRole('alert')).toHaveTextContent(
      'Could not load saved views.',
    );
    api.on(VIEWS, () => ok([aView()]));
    await userEvent.click(within(region()).getByRole('button', { name: 'Retry' }));
    expect(await within(region()).findByRole('link', { name: 'Pending medical' })).toBeVisible();
  });
});
