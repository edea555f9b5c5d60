import { createQueryClient, useNotificationStore, type Notification } from '@backoffice/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from '@backoffice/shared/router';
import { NotificationBell } from './notification-bell';
import { NOTIFICATION_PAGE_SIZE } from './notification-queries';
import { failure, ok, startFakeApi, type FakeApi } from '@backoffice/shared/testing';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function notification(index: number, overrides: Partial<Notification> = {}): Notification {
  return {
    id: `n${index}`,
    title: `Notification ${index}`,
    body: `Body ${index}`,
    read: false,
    createdAt: minutesAgo(index * 5),
    data: { screen: 'Unknown' },
    ...overrides,
  };
}

const page = (items: Notification[], pageNumber: number, total: number) =>
  ok({ items, total, page: pageNumber, limit: NOTIFICATION_PAGE_SIZE });

let api: FakeApi;

/** One unread notification, read once the api is asked to mark it. */
function oneUnreadTheApiMarksRead() {
  let read = false;
  api.on('GET /notification', () => page([notification(1, { read })], 1, 1));
  api.on('PATCH /notification/mark-read', () => {
    read = true;
    return ok({ updated: 1 });
  });
}

function Location() {
  return <output aria-label="Location">{useLocation().pathname}</output>;
}

function renderBell() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <NotificationBell />
        <Routes>
          <Route path="*" element={<Location />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByRole('button', { name: /^Notifications/ });
}

beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(() => {
  api.seen.length = 0;
  useNotificationStore.getState().setHasNewNotification(false);
});

/** The unread list answers `unread()` as its total, read at each request; the full list is empty. */
const answerUnread = (unread: () => number) =>
  api.on('GET /notification', (request) =>
    request.url.searchParams.get('unread') === 'true'
      ? page([notification(1)], 1, unread())
      : page([], 1, 0),
  );

describe('the notification bell', () => {
  it('shows the new-notification dot in its description and clears the flag on open', async () => {
    api.on('GET /notification', () => page([], 1, 0));
    useNotificationStore.getState().setHasNewNotification(true);
    const bell = renderBell();
    expect(bell).toHaveAccessibleDescription('You have new notifications');
    await userEvent.click(bell);
    expect(useNotificationStore.getState().hasNewNotification).toBe(false);
    expect(bell).not.toHaveAccessibleDescription();
    expect(bell).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows the unread count in a badge and in its accessible name, and refreshes it when a new one arrives', async () => {
    let unread = 3;
    answerUnread(() => unread);
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    expect(bell).toHaveTextContent('3');
    unread = 120;
    useNotificationStore.getState().setHasNewNotification(true);
    expect(
      await screen.findByRole('button', { name: 'Notifications, 120 unread' }),
    ).toHaveTextContent('99+');
  });

  it('follows the unread count within 2 s with no push and no reload (any kind, any instance)', async () => {
    let unread = 1;
    answerUnread(() => unread);
    renderBell();
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    unread = 2;
    await screen.findByRole('button', { name: 'Notifications, 2 unread' }, { timeout: 2000 });
  });

  it('has the plain name when nothing is unread', async () => {
    api.on('GET /notification', () => page([], 1, 0));
    renderBell();
    await waitFor(() =>
      expect(api.seen.some((request) => request.url.searchParams.get('unread') === 'true')).toBe(
        true,
      ),
    );
    expect(screen.getByRole('button', { name: 'Notifications' })).not.toHaveTextContent(/\d/);
  });

  it("says you're all caught up when there are none", async () => {
    api.on('GET /notification', () => page([], 1, 0));
    await userEvent.click(renderBell());
    expect(await screen.findByText("You're all caught up")).toBeInTheDocument();
  });

  it('lists notifications in the api order with relative times, and loads more', async () => {
    const first = Array.from({ length: NOTIFICATION_PAGE_SIZE }, (_, index) =>
      notification(index + 1, { read: index >= 2 }),
    );
    api.on('GET /notification', (request) =>
      request.url.searchParams.get('page') === '2'
        ? page([notification(11, { read: true })], 2, 11)
        : page(first, 1, 11),
    );
    await userEvent.click(renderBell());
    const list = await screen.findByRole('list', { name: 'Notification list' });
    const items = within(list).getAllByRole('button');
    expect(items).toHaveLength(NOTIFICATION_PAGE_SIZE);
    expect(items[0]).toHaveTextContent('Notification 1');
    expect(items[0]).toHaveTextContent('Unread');
    expect(items[0]).toHaveTextContent('5 minutes ago');
    expect(items[2]).not.toHaveTextContent('Unread');
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(list).findByText('Notification 11')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    const pages = api.requestsTo('GET /notification').filter((r) => r.url.searchParams.has('page'));
    expect(pages.map((r) => r.url.search)).toEqual([
      `?page=1&limit=${NOTIFICATION_PAGE_SIZE}`,
      `?page=2&limit=${NOTIFICATION_PAGE_SIZE}`,
    ]);
  });

  it('marks all as read and shows the refreshed list', async () => {
    oneUnreadTheApiMarksRead();
    await userEvent.click(renderBell());
    await userEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(api.requestsTo('PATCH /notification/mark-read')[0]?.body).toEqual({ all: true });
    await vi.waitFor(() => expect(screen.queryByText('Unread')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
  });

  it('closes when the keyboard moves on past it, so the focus is never under the panel', async () => {
    api.on('GET /notification', () => page([notification(1)], 1, 1));
    const bell = renderBell();
    render(<button type="button">On the page</button>);
    bell.focus();
    await userEvent.keyboard('{Enter}');
    const item = await screen.findByRole('button', { name: /Notification 1/ });
    item.focus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'On the page' })).toHaveFocus();
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(bell).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps the keyboard in the panel when "Mark all as read" goes away', async () => {
    oneUnreadTheApiMarksRead();
    renderBell().focus();
    await userEvent.keyboard('{Enter}');
    const markAll = await screen.findByRole('button', { name: 'Mark all as read' });
    markAll.focus();
    await userEvent.keyboard('{Enter}');
    await vi.waitFor(() => expect(markAll).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Notifications' })).toHaveFocus();
  });

  it.each([
    [{ screen: 'SupportChat', roomId: 'r1' }, '/support'],
    [
      { screen: 'FundingRequest', fundingRequestId: 'FR-10234' },
      '/submissions/ticket-details/FR-10234',
    ],
    [{ screen: 'Member', memberId: 'm1' }, '/members-management/member-profile/m1'],
  ])('an item for %o marks it read and goes to %s', async (data, path) => {
    api.on('GET /notification', () => page([notification(1, { data })], 1, 1));
    api.on('PATCH /notification/mark-read', () => ok({ updated: 1 }));
    await userEvent.click(renderBell());
    await userEvent.click(await screen.findByRole('button', { name: /Notification 1/ }));
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(path);
    expect(api.requestsTo('PATCH /notification/mark-read')[0]?.body).toEqual({ ids: ['n1'] });
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('an item for an unknown screen stays where it is', async () => {
    api.on('GET /notification', () => page([notification(1, { read: true })], 1, 1));
    await userEvent.click(renderBell());
    await userEvent.click(await screen.findByRole('button', { name: /Notification 1/ }));
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent('/dashboard');
    expect(api.requestsTo('PATCH /notification/mark-read')).toHaveLength(0);
  });

  it('shows an error with a retry that loads the list', async () => {
    let fail = true;
    api.on('GET /notification', () =>
      fail ? failure(500, 'Database unavailable') : page([notification(1)], 1, 1),
    );
    await userEvent.click(renderBell());
    expect(
      await screen.findByText('Database unavailable', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Notification 1')).toBeInTheDocument();
  });

  it('closes on Escape and gives the focus back to the bell', async () => {
    api.on('GET /notification', () => page([], 1, 0));
    const bell = renderBell();
    await userEvent.click(bell);
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(bell).toHaveFocus();
  });
});
