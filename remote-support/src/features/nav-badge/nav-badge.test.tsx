import { NEW_ROOM_INBOX, roleMayAct, staffRoles, type Room } from '@backoffice/shared';
import { signedInAs } from '@backoffice/shared/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { roomsQuery } from '../rooms/room-list-query';
import NavBadge from './nav-badge';

const room = (id: string, unreadCount: number): Room => ({
  id,
  unreadCount,
  member: { id: `m-${id}`, fullName: id, avatarUrl: null },
  lastMessage: null,
  updatedAt: '2026-03-01T10:00:00.000Z',
  inbox: NEW_ROOM_INBOX,
});

describe('NavBadge', () => {
  it('shows the total unread of every room and hides at zero', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(roomsQuery().queryKey, { rooms: [room('a', 2), room('b', 3)] });
    render(
      <QueryClientProvider client={queryClient}>
        <a href="/support">
          Support
          <NavBadge />
        </a>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('link')).toHaveAccessibleName('Support, 5 unread');
    expect(screen.getByTestId('support-unread')).toHaveTextContent('5');
    act(() => queryClient.setQueryData(roomsQuery().queryKey, { rooms: [room('a', 0)] }));
    await waitFor(() => expect(screen.getByRole('link')).toHaveAccessibleName('Support'));
  });

  it('shows beside it the rooms waiting on us: read or not, open only', async () => {
    const queryClient = new QueryClient();
    const waiting = (id: string, unread: number, status: Room['inbox']['status'] = 'open') => ({
      ...room(id, unread),
      inbox: { ...NEW_ROOM_INBOX, status, awaitingSince: '2026-03-01T09:00:00.000Z' },
    });
    queryClient.setQueryData(roomsQuery().queryKey, {
      rooms: [waiting('a', 1), waiting('b', 0), waiting('c', 0, 'resolved'), room('d', 0)],
    });
    render(
      <QueryClientProvider client={queryClient}>
        <a href="/support">
          Support
          <NavBadge />
        </a>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('link')).toHaveAccessibleName('Support, 1 unread, 2 awaiting reply');
    expect(screen.getByTestId('support-awaiting')).toHaveTextContent('2');
  });
});

describe('NavBadge, for every role, from the actions table', () => {
  it.each(staffRoles)('%s sees the counts only if it can answer a chat', async (staffRole) => {
    await signedInAs(staffRole, () => {
      const queryClient = new QueryClient();
      queryClient.setQueryData(roomsQuery().queryKey, { rooms: [room('a', 2)] });
      render(
        <QueryClientProvider client={queryClient}>
          <NavBadge />
        </QueryClientProvider>,
      );
      expect(screen.queryByTestId('support-unread') !== null).toBe(
        roleMayAct(staffRole, 'sendMessage'),
      );
    });
  });
});
