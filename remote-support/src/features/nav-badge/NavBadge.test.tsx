import type { Room } from '@backoffice/shared';
import { initialChatState, useChatStore } from '@backoffice/shared/realtime';
import { act, render, screen } from '@testing-library/react';
import NavBadge from './NavBadge';

const room = (id: string, unreadCount: number): Room => ({
  id,
  unreadCount,
  member: { id: `m-${id}`, fullName: id, avatarUrl: null },
  lastMessage: null,
  updatedAt: '2026-03-01T10:00:00.000Z',
});

describe('NavBadge', () => {
  it('shows the total unread of every room and hides at zero', () => {
    act(() =>
      useChatStore.setState({
        ...initialChatState,
        rooms: { status: 'loaded', rooms: [room('a', 2), room('b', 3)], error: null },
      }),
    );
    render(
      <a href="/support">
        Support
        <NavBadge />
      </a>,
    );
    expect(screen.getByRole('link')).toHaveAccessibleName('Support, 5 unread');
    expect(screen.getByTestId('support-unread')).toHaveTextContent('5');
    act(() => useChatStore.setState({ ...initialChatState }));
    expect(screen.getByRole('link')).toHaveAccessibleName('Support');
  });
});
