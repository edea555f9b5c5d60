import { NEW_ROOM_INBOX, setRuntimeConfig, type Room, type RoomMatch } from '@backoffice/shared';
import { MemoryRouter } from '@backoffice/shared/router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bindRoomList } from './room-list-query';
import { RoomList } from './room-list';

const NOW = Date.now();
const room = (id: string, name: string, overrides: Partial<Room> = {}): Room => ({
  id,
  unreadCount: 0,
  member: { id: `member-${id}`, fullName: name, avatarUrl: null },
  lastMessage: { content: `Last from ${name}`, timestamp: new Date(NOW - 60_000).toISOString() },
  updatedAt: new Date(NOW - 60_000).toISOString(),
  inbox: NEW_ROOM_INBOX,
  ...overrides,
});

const waiting = (minutesAgo: number) => ({
  ...NEW_ROOM_INBOX,
  awaitingSince: new Date(NOW - minutesAgo * 60_000).toISOString(),
});
const ROOMS = [
  room('r1', 'Amara Okafor', {
    inbox: waiting(30),
    dueAt: new Date(NOW + 2 * 3_600_000 + 60_000).toISOString(),
    overdue: false,
  }),
  room('r2', 'Ben Ito', {
    inbox: waiting(300),
    dueAt: new Date(NOW - 3 * 3_600_000 - 60_000).toISOString(),
    overdue: true,
  }),
];

/** The api: the whole list at once, and each search after its own delay. */
function serveApi(
  searches: Record<string, { delayMs: number; rooms: Room[]; matches: RoomMatch[] }>,
) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const q = new URL(String(input)).searchParams.get('q');
    const answer = q === null ? { rooms: ROOMS } : searches[q];
    if (!answer) return new Response('{}', { status: 500 });
    await new Promise((resolve) => setTimeout(resolve, 'delayMs' in answer ? answer.delayMs : 0));
    return new Response(JSON.stringify({ data: answer }), {
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderList() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  bindRoomList(queryClient);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/support']}>
        <RoomList selectedRoomId={null} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const links = () => within(screen.getByRole('complementary')).queryAllByRole('link');

describe('RoomList: due and search', () => {
  beforeEach(() => setRuntimeConfig({ apiBaseUrl: 'http://api.test' }));
  afterEach(() => vi.unstubAllGlobals());

  it('says overdue or how long the member waited, one chip a row; "Due first" puts the overdue room first', async () => {
    serveApi({});
    renderList();
    await waitFor(() => expect(links()).toHaveLength(2));
    expect(links()[0]).toHaveTextContent(/Waiting \d/);
    expect(links()[0]).not.toHaveTextContent('Due in 2 h');
    expect(links()[1]).toHaveTextContent('Overdue 3 h');
    expect(links()[1]).not.toHaveTextContent('Waiting');
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Due first');
    expect(links().map((link) => link.dataset.roomId)).toEqual(['r2', 'r1']);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the answer to the latest term, never a late answer to an earlier one', async () => {
    const found = (id: string, text: string): RoomMatch => ({
      roomId: id,
      message: { id: `msg-${id}`, content: text, timestamp: new Date(NOW).toISOString() },
    });
    const fetchMock = serveApi({
      zebra: { delayMs: 900, rooms: [ROOMS[1]!], matches: [found('r2', 'A zebra crossing')] },
      parcel: { delayMs: 10, rooms: [ROOMS[0]!], matches: [found('r1', 'My parcel is late')] },
      nothing: { delayMs: 10, rooms: [], matches: [] },
    });
    renderList();
    await waitFor(() => expect(links()).toHaveLength(2));
    const box = screen.getByRole('searchbox', { name: 'Search conversations' });
    await userEvent.type(box, 'zebra');
    await waitFor(
      () =>
        expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
          'http://api.test/support/admin/rooms?q=zebra',
        ),
      { timeout: 3000 },
    );
    await userEvent.clear(box);
    await userEvent.type(box, 'parcel');
    await waitFor(() => expect(links()).toHaveLength(1), { timeout: 3000 });
    expect(links()[0]).toHaveAttribute('href', '/support?room=r1&message=msg-r1&find=parcel');
    expect(within(links()[0]!).getByText('parcel', { selector: 'mark' })).toBeInTheDocument();
    // The earlier term's answer lands now: the list stays on "parcel".
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(links().map((link) => link.dataset.roomId)).toEqual(['r1']);

    await userEvent.clear(box);
    await userEvent.type(box, 'nothing');
    expect(
      await screen.findByText('No conversations match', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    await userEvent.clear(box);
    await userEvent.type(box, 'broken');
    expect(
      await screen.findByText(/Could not search conversations/, {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /retry/i })).toBeInTheDocument();
  });
});
