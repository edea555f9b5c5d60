import { NEW_ROOM_INBOX, setRuntimeConfig, type Room } from '@backoffice/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { bindRoomList, useRoomMissing } from './room-list-query';

const room = (id: string): Room => ({
  id,
  unreadCount: 0,
  member: { id: `member-${id}`, fullName: `Member ${id}`, avatarUrl: null },
  lastMessage: null,
  updatedAt: '2026-03-01T10:00:00.000Z',
  inbox: NEW_ROOM_INBOX,
});

/** The api's room list, one answer per call: what the list holds at that moment. */
function serveRooms(...answers: Room[][]) {
  const fetchMock = vi.fn(async () => {
    // A real round trip: the page renders while the answer is on its way.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const rooms = answers.length > 1 ? answers.shift() : answers[0];
    return new Response(JSON.stringify({ data: { rooms } }), {
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Every answer the hook gave, render by render: a flash of "not found" counts. */
function renderMissing(roomId: string | null) {
  const answers: boolean[] = [];
  const queryClient = new QueryClient();
  bindRoomList(queryClient);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    () => {
      const missing = useRoomMissing(roomId);
      answers.push(missing);
      return missing;
    },
    { wrapper },
  );
  return { ...hook, answers };
}

describe('useRoomMissing: a link to a room the list does not hold', () => {
  beforeEach(() => setRuntimeConfig({ apiBaseUrl: 'http://api.test' }));
  afterEach(() => vi.unstubAllGlobals());

  it('says missing after asking the list once more, and not before', async () => {
    const fetchMock = serveRooms([room('r1')]);
    const { result } = renderMissing('room-99999');
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('finds a room started since the list loaded, and a room the list holds', async () => {
    const fetchMock = serveRooms([room('r1')], [room('r1'), room('r2')]);
    const started = renderMissing('r2');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(started.answers).not.toContain(true);
    const held = renderMissing('r1');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(held.answers).not.toContain(true);
    // "/support?room=" with nothing after it is the plain list.
    for (const none of [null, '']) {
      const list = renderMissing(none);
      // Long enough for the list and the one more fetch a missing room would cost.
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(list.answers).not.toContain(true);
    }
  });
});
