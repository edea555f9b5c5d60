import { selectUser, useAuthStore } from '@backoffice/shared';
import { loadOlderMessages } from '../chat-session/chat-actions';
import type { ChatMessage } from './message-log';
import { Spinner } from '@backoffice/shared/ui';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import styles from '../../lib/support.module.css';
import { MessageBubble } from './message-bubble';
import { extendMessageRows, messageSender, type MessageRows } from './message-rows';
import { useRoom } from '../rooms/room-list-query';
import type { FoundMessage } from '../inbox/inbox-url';

/** Within this distance of the top an older page is fetched; of the bottom, new messages follow. */
const EDGE_PX = 120;
const ESTIMATED_ROW_PX = 72;

export type MessageListProps = {
  roomId: string;
  messages: readonly ChatMessage[];
  hasOlder: boolean;
  loadingOlder: boolean;
  /** A search result's message: older pages load until it is there, then it is shown, marked. */
  found?: FoundMessage | null;
};

/**
 * The conversation, virtualised: only the rows near the viewport are in the DOM, so a history of
 * 10 000 messages scrolls like a short one.
 */
export function MessageList({ roomId, messages, hasOlder, loadingOlder, found }: MessageListProps) {
  const me = useAuthStore(selectUser)?.id;
  const memberId = useRoom(roomId)?.member.id;
  // The ref only saves work: rows are reused where the messages are the same objects, so any
  // earlier version (even one from a render React threw away) is a correct starting point.
  const built = useRef<MessageRows>(undefined);
  const rows = useMemo(() => {
    built.current = extendMessageRows(messages, built.current);
    return built.current.rows;
  }, [messages]);
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_ROW_PX,
    getItemKey: (index) => rows[index]?.key ?? index,
    overscan: 8,
    initialRect: { width: 600, height: 600 },
  });

  const firstKey = rows.find((row) => row.kind === 'message')?.key;
  const lastKey = rows.at(-1)?.key;
  const previous = useRef({ firstKey, lastKey, count: rows.length, atBottom: true, fromBottom: 0 });

  // Older rows went in front: keep the row the admin was reading where it was.
  // New rows at the end: follow them when the admin was at the bottom (or just sent one).
  useLayoutEffect(() => {
    const before = previous.current;
    const element = scrollRef.current;
    if (element && before.firstKey !== firstKey && before.lastKey === lastKey && before.count) {
      element.scrollTop = virtualizer.getTotalSize() - before.fromBottom;
    } else if (before.lastKey !== lastKey) {
      const ownLast = messages.at(-1)?.senderId === me;
      if (before.atBottom || ownLast || before.count === 0) {
        virtualizer.scrollToIndex(rows.length - 1, { align: 'end' });
      }
    }
    previous.current = { ...previous.current, firstKey, lastKey, count: rows.length };
  }, [firstKey, lastKey, rows.length, messages, me, virtualizer]);

  useEffect(() => {
    virtualizer.scrollToIndex(rows.length - 1, { align: 'end' });
    // Only when another room opens: the list starts at its newest message.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [roomId]);

  // After the effect above (which starts at the newest message): bring the found message to the
  // middle, once per message, fetching older pages while it is not loaded yet.
  const foundId = found?.messageId;
  const foundIndex = foundId
    ? rows.findIndex((row) => row.kind === 'message' && row.message.id === foundId)
    : -1;
  const shownFound = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!foundId || shownFound.current === foundId) return;
    if (foundIndex >= 0) {
      shownFound.current = foundId;
      virtualizer.scrollToIndex(foundIndex, { align: 'center' });
    } else if (hasOlder && !loadingOlder) {
      void loadOlderMessages(roomId);
    }
  }, [foundId, foundIndex, hasOlder, loadingOlder, roomId, virtualizer]);

  const onScroll = () => {
    const element = scrollRef.current;
    if (!element) return;
    const fromBottom = element.scrollHeight - element.scrollTop;
    previous.current.fromBottom = fromBottom;
    previous.current.atBottom = fromBottom - element.clientHeight < EDGE_PX;
    if (element.scrollTop < EDGE_PX && hasOlder && !loadingOlder) void loadOlderMessages(roomId);
  };

  return (
    <div
      ref={scrollRef}
      className={styles.messageScroller}
      onScroll={onScroll}
      role="log"
      aria-label="Messages"
      // Rows mount as they scroll into view: announcing them would re-read old messages. New
      // ones are announced by NewMessageAnnouncer instead.
      aria-live="off"
      tabIndex={0}
    >
      {loadingOlder && (
        <div className={styles.olderLoading}>
          <Spinner size="sm" label="Loading older messages" />
        </div>
      )}
      <div className={styles.virtualSpace} style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index];
          if (!row) return null;
          return (
            <div
              key={item.key}
              data-index={item.index}
              ref={virtualizer.measureElement}
              className={styles.virtualRow}
              style={{ transform: `translateY(${item.start}px)` }}
            >
              {row.kind === 'day' ? (
                <p className={styles.daySeparator}>{row.label}</p>
              ) : (
                <MessageBubble
                  message={row.message}
                  sender={messageSender(row.message.senderId, me, memberId)}
                  foundBy={row.message.id === found?.messageId ? found.search : undefined}
                />
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
