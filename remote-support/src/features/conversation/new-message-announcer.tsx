import { selectUser, useAuthStore } from '@backoffice/shared';
import { useChatStore } from '../chat-session/chat-store';
import { VisuallyHidden } from '@backoffice/shared/ui';
import { useEffect, useState } from 'react';
import { announcementFor, newIncomingMessages } from './new-messages';

/**
 * Says new incoming messages of the open room once, from a live region of its own. The message
 * list is virtualised: rows mount and unmount while scrolling, so it is no live region itself.
 * History that loads, older pages and the admin's own sends are not announced.
 */
export function NewMessageAnnouncer({
  roomId,
  member,
}: {
  roomId: string;
  member: { id: string; fullName: string } | undefined;
}) {
  const me = useAuthStore(selectUser)?.id;
  const [announcement, setAnnouncement] = useState('');
  useEffect(
    () =>
      useChatStore.subscribe((state, previous) => {
        const after = state.roomMessages[roomId];
        const before = previous.roomMessages[roomId];
        if (!after || !before || after.messages === before.messages) return;
        if (before.status !== 'loaded') return;
        const fresh = newIncomingMessages(before, after, me);
        if (!fresh.length) return;
        setAnnouncement(
          announcementFor(fresh, (message) =>
            message.senderId === member?.id
              ? member.fullName
              : (message.senderName ?? 'another admin'),
          ),
        );
      }),
    [roomId, me, member],
  );
  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
      {announcement}
    </VisuallyHidden>
  );
}
