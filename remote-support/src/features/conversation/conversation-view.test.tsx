import {
  NEW_ROOM_INBOX,
  supportKeys,
  clearAllDrafts,
  roleMayAct,
  staffRoles,
  useAuthStore,
  VIEW_ONLY_TEXT,
  type Message,
  type Room,
} from '@backoffice/shared';
import { NOT_CONNECTED_TEXT } from '@backoffice/shared/realtime';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render as renderInDom, screen } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { applyServerEvents } from '../chat-session/chat-session';
import { initialChatState, useChatStore } from '../chat-session/chat-store';
import { bindRoomList, roomsQuery } from '../rooms/room-list-query';
import { inboxKeys } from '../inbox/inbox-queries';
import { ConversationView } from './conversation-view';
import { addIncomingMessage, createMessageLog } from './message-log';

const room = (id: string, name: string): Room => ({
  id,
  unreadCount: 0,
  member: { id: `member-${id}`, fullName: name, avatarUrl: null },
  lastMessage: null,
  updatedAt: '2026-03-01T10:00:00.000Z',
  inbox: NEW_ROOM_INBOX,
});

function messages(count: number, roomId = 'r1'): Message[] {
  const start = Date.parse('2026-01-01T08:00:00.000Z');
  return Array.from({ length: count }, (_, i) => ({
    id: `m${i}`,
    roomId,
    content: `Message number ${i}`,
    senderId: i % 2 ? 'admin-1' : `member-${roomId}`,
    timestamp: new Date(start + i * 60_000).toISOString(),
    is_read: i % 3 === 0,
  }));
}

let queryClient = new QueryClient();

function Providers({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

const render = (ui: ReactElement) => renderInDom(ui, { wrapper: Providers });

function seed(roomMessages: Record<string, Message[]>) {
  queryClient = new QueryClient();
  queryClient.setQueryData(roomsQuery().queryKey, {
    rooms: [room('r1', 'Amara Okafor'), room('r2', 'Ben Ito')],
  });
  // The inbox's staff list and timelines, held as loaded: these tests are about the messages.
  queryClient.setQueryData(inboxKeys.agents(), []);
  for (const id of ['r1', 'r2']) queryClient.setQueryData(inboxKeys.roomEvents(id), []);
  queryClient.setQueryData([...supportKeys.all, 'saved-replies'], []);
  bindRoomList(queryClient);
  useChatStore.setState({
    ...initialChatState,
    roomMessages: Object.fromEntries(
      Object.entries(roomMessages).map(([id, list]) => [
        id,
        {
          ...createMessageLog(list),
          status: 'loaded',
          error: null,
          hasOlder: false,
          loadingOlder: false,
        },
      ]),
    ),
  });
}

// jsdom does no layout: the scroller gets a viewport height and each row a height, as a browser
// would, so the virtualiser decides what is in view.
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.getAttribute('role') === 'log' ? 600 : 60;
    },
  });
  for (const property of ['offsetWidth', 'clientWidth']) {
    Object.defineProperty(HTMLElement.prototype, property, { configurable: true, get: () => 600 });
  }
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.getAttribute('role') === 'log' ? 600 : 0;
    },
  });
});

beforeEach(() => {
  useAuthStore.setState({
    isAuthenticated: true,
    accessToken: 'token',
    user: { id: 'admin-1', name: 'Ada', email: 'ada@backoffice.test', role: 'admin' },
  });
  clearAllDrafts();
});

describe('ConversationView, for every role, from the actions table', () => {
  it.each(staffRoles)('%s sees only the controls it may use', (staffRole) => {
    useAuthStore.setState({
      user: { id: 'admin-1', name: 'Ada', email: 'ada@backoffice.test', role: 'admin', staffRole },
    });
    seed({ r1: messages(3) });
    render(<ConversationView roomId="r1" />);
    const shown = (name: string) => screen.queryByRole('button', { name }) !== null;
    expect(shown('Resolve')).toBe(roleMayAct(staffRole, 'resolve'));
    expect(shown('Assign to me')).toBe(roleMayAct(staffRole, 'assign'));
    expect(shown('Send')).toBe(roleMayAct(staffRole, 'sendMessage'));
    expect(screen.queryByLabelText('Message') !== null).toBe(roleMayAct(staffRole, 'sendMessage'));
    expect(screen.queryByLabelText('Snooze') !== null).toBe(roleMayAct(staffRole, 'snooze'));
    const readOnly = !roleMayAct(staffRole, 'sendMessage');
    expect(screen.queryAllByText(VIEW_ONLY_TEXT)).toHaveLength(readOnly ? 1 : 0);
  });
});

describe('ConversationView', () => {
  it('keeps a bounded number of message nodes in the DOM for 10 000 messages', () => {
    seed({ r1: messages(10_000) });
    const { container } = render(<ConversationView roomId="r1" />);
    const nodes = container.querySelectorAll('[data-message-id]').length;
    expect(useChatStore.getState().roomMessages.r1?.messages).toHaveLength(10_000);
    expect(nodes).toBeGreaterThan(0);
    expect(nodes).toBeLessThanOrEqual(40);
  });

  it('renders message text as plain text, never as HTML', () => {
    const payload = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>';
    seed({ r1: [{ ...messages(1)[0]!, content: payload }] });
    const { container } = render(<ConversationView roomId="r1" />);
    expect(screen.getByText(payload)).toBeInTheDocument();
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
  });

  it('marks the words of the search in the message it was opened from, and only there', () => {
    seed({ r1: messages(5) });
    const { container } = render(
      <ConversationView roomId="r1" found={{ messageId: 'm3', search: 'num' }} />,
    );
    const foundRow = container.querySelector('[data-message-id="m3"]');
    expect(foundRow?.querySelector('[data-found]')).toHaveTextContent(
      'Found by your search: Message number 3',
    );
    expect(Array.from(container.querySelectorAll('mark'), (mark) => mark.textContent)).toEqual([
      'number',
    ]);
    expect(foundRow?.querySelector('mark')).toHaveTextContent('number');
  });

  it('shows a day separator before the first message of each day and delivery states', () => {
    seed({
      r1: [
        { ...messages(1)[0]!, id: 'a', timestamp: '2026-01-01T09:00:00.000Z' },
        { ...messages(2)[1]!, id: 'b', timestamp: '2026-01-02T09:00:00.000Z', is_read: true },
      ],
    });
    render(<ConversationView roomId="r1" />);
    expect(screen.getByText('Thursday, 1 January 2026')).toBeInTheDocument();
    expect(screen.getByText('Friday, 2 January 2026')).toBeInTheDocument();
    expect(screen.getByText('Read')).toBeInTheDocument();
  });

  it("puts a colleague's reply on the team's side, saying so, not on the member's", () => {
    const [fromMember, fromMe] = messages(2);
    const fromColleague = {
      ...fromMe!,
      id: 'c',
      senderId: 'admin-2',
      senderName: 'Sasha Support',
      content: 'Colleague reply',
    };
    const unnamed = { ...fromColleague, id: 'u', senderName: undefined, content: 'Older reply' };
    seed({ r1: [fromMember!, fromMe!, fromColleague, unnamed] });
    const { container } = render(<ConversationView roomId="r1" />);
    const row = (id: string) => container.querySelector(`[data-message-id="${id}"]`)!;

    expect(row('m0')).not.toHaveClass('team');
    expect(row('m1')).toHaveClass('team');
    expect(row('c')).toHaveClass('team');
    expect(row('c')).toHaveTextContent('Sasha Support');
    expect(row('u')).toHaveTextContent('Another admin');
    expect(row('m1')).not.toHaveTextContent(/Another admin|Sasha/);
    expect(row('m0')).not.toHaveTextContent(/Another admin|Sasha/);
    // The delivery state is the sender's own business.
    expect(row('c').querySelector('[data-delivery]')).toBeNull();
    expect(row('m1').querySelector('[data-delivery]')).not.toBeNull();
  });

  it('shows the loading, empty and error states', () => {
    useChatStore.setState({ ...initialChatState });
    const { unmount } = render(<ConversationView roomId="r1" />);
    expect(screen.getByRole('status', { name: 'Loading messages' })).toBeInTheDocument();
    unmount();
    seed({ r1: [] });
    const empty = render(<ConversationView roomId="r1" />);
    expect(screen.getByText('No messages yet')).toBeInTheDocument();
    empty.unmount();
    seed({});
    useChatStore.setState({
      roomMessages: {
        r1: {
          ...createMessageLog(),
          status: 'error',
          error: 'Failed to fetch messages',
          hasOlder: false,
          loadingOlder: false,
        },
      },
    });
    render(<ConversationView roomId="r1" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch messages');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('announcing new messages', () => {
  const liveRegion = () =>
    screen.getAllByRole('status').find((element) => element.getAttribute('aria-live') === 'polite');
  const arrive = (message: Message) =>
    act(() =>
      useChatStore.setState((state) => {
        const room = state.roomMessages.r1!;
        return {
          roomMessages: {
            ...state.roomMessages,
            r1: { ...room, ...addIncomingMessage(room, message) },
          },
        };
      }),
    );
  const live = (id: string, senderId: string, content: string): Message => ({
    id,
    roomId: 'r1',
    content,
    senderId,
    timestamp: '2026-03-01T10:00:00.000Z',
    is_read: false,
  });

  it('says each new incoming message once from its own live region, not from the list', () => {
    seed({ r1: messages(30) });
    render(<ConversationView roomId="r1" />);
    expect(screen.getByRole('log', { name: 'Messages' })).toHaveAttribute('aria-live', 'off');
    expect(liveRegion()).toHaveTextContent('');

    arrive(live('live-1', 'member-r1', 'Is anyone there?'));
    expect(liveRegion()).toHaveTextContent('New message from Amara Okafor: Is anyone there?');

    arrive(live('live-2', 'admin-1', 'Yes, I am here'));
    expect(liveRegion()).toHaveTextContent('New message from Amara Okafor: Is anyone there?');

    arrive(live('live-3', 'admin-2', 'A colleague writing'));
    expect(liveRegion()).toHaveTextContent('New message from another admin: A colleague writing');

    arrive({ ...live('live-4', 'admin-2', 'Named now'), senderName: 'Sasha Support' });
    expect(liveRegion()).toHaveTextContent('New message from Sasha Support: Named now');
  });

  it('says politely who else is here, never the admin themself, until they are gone', () => {
    seed({ r1: messages(3) });
    render(<ConversationView roomId="r1" />);
    const presence = (staff: { id: string; name: string }, activity: 'typing' | 'gone') => ({
      name: 'roomPresence' as const,
      payload: { roomId: 'r1', staff, activity },
    });
    act(() =>
      applyServerEvents([
        presence({ id: 'admin-2', name: 'Ben Admin' }, 'typing'),
        presence({ id: 'admin-1', name: 'Ada' }, 'typing'),
      ]),
    );
    const note = screen.getByText('Ben Admin is typing…').parentElement!;
    expect(note).toHaveAttribute('aria-live', 'polite');
    expect(note).toHaveTextContent(/^Ben Admin is typing…$/);

    act(() => applyServerEvents([presence({ id: 'admin-2', name: 'Ben Admin' }, 'gone')]));
    expect(note).toHaveTextContent(/^$/);
  });
});

describe('Composer in the conversation', () => {
  it('cuts the draft to 500 characters and counts them', () => {
    seed({ r1: [] });
    render(<ConversationView roomId="r1" />);
    const field = screen.getByLabelText('Message');
    fireEvent.change(field, { target: { value: 'z'.repeat(600) } });
    expect(field).toHaveValue('z'.repeat(500));
    expect(screen.getByText('500/500')).toBeInTheDocument();
  });

  it('keeps the draft and says why when the send is refused (not connected)', async () => {
    seed({ r1: [] });
    render(<ConversationView roomId="r1" />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Message'), 'Hello there{Enter}');
    expect(screen.getByText(NOT_CONNECTED_TEXT)).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('Message')).toHaveValue('Hello there');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByLabelText('Message')).toHaveValue('Hello there');
  });

  it('adds a line on Shift+Enter instead of sending', async () => {
    seed({ r1: [] });
    render(<ConversationView roomId="r1" />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Message'), 'one{Shift>}{Enter}{/Shift}two');
    expect(screen.getByLabelText('Message')).toHaveValue('one\ntwo');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps one draft per room and never carries it into another room', async () => {
    seed({ r1: [], r2: [] });
    const user = userEvent.setup();
    const { rerender } = render(<ConversationView key="r1" roomId="r1" />);
    await user.type(screen.getByLabelText('Message'), 'for Amara');
    rerender(<ConversationView key="r2" roomId="r2" />);
    expect(screen.getByLabelText('Message')).toHaveValue('');
    await user.type(screen.getByLabelText('Message'), 'for Ben');
    rerender(<ConversationView key="r1" roomId="r1" />);
    expect(screen.getByLabelText('Message')).toHaveValue('for Amara');
    act(() => useChatStore.setState({ selectedRoomId: 'r1' }));
  });
});
