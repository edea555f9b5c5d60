import type { Room } from '@backoffice/shared';
import { roomsQuery, useConnectionStore } from '@backoffice/shared/realtime';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { RealtimeIndicator } from './RealtimeIndicator';
import { SupportUnreadBadge } from './SupportUnreadBadge';

const room = (id: string, unreadCount: number): Room => ({
  id,
  unreadCount,
  member: { id: `m-${id}`, fullName: id, avatarUrl: null },
  lastMessage: null,
  updatedAt: '2026-03-01T10:00:00.000Z',
});

describe('RealtimeIndicator', () => {
  it('says Live when connected and Offline with the error text as its description', () => {
    act(() => useConnectionStore.setState({ status: 'connected', error: null, connectCount: 1 }));
    render(<RealtimeIndicator />);
    expect(screen.getByRole('status')).toHaveTextContent('Live');
    act(() =>
      useConnectionStore.setState({
        status: 'disconnected',
        error: 'Connection lost - attempting to reconnect',
      }),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Offline');
    expect(screen.getByRole('status')).toHaveAccessibleDescription(
      'Connection lost - attempting to reconnect',
    );
  });
});

describe('SupportUnreadBadge', () => {
  it('shows the total unread of every room and hides at zero', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(roomsQuery().queryKey, { rooms: [room('a', 2), room('b', 3)] });
    render(
      <QueryClientProvider client={queryClient}>
        <a href="/support">
          Support
          <SupportUnreadBadge />
        </a>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('link')).toHaveAccessibleName('Support, 5 unread');
    expect(screen.getByTestId('support-unread')).toHaveTextContent('5');
    act(() => queryClient.setQueryData(roomsQuery().queryKey, { rooms: [room('a', 0)] }));
    await waitFor(() => expect(screen.getByRole('link')).toHaveAccessibleName('Support'));
  });
});
