import type { ChatMessage } from '@backoffice/shared/realtime';
import { format, isSameDay, isValid, parseISO, subDays } from 'date-fns';

export type MessageRow =
  | { kind: 'day'; key: string; label: string }
  | { kind: 'message'; key: string; message: ChatMessage };

export function dayLabel(day: Date, now: Date): string {
  if (isSameDay(day, now)) return 'Today';
  if (isSameDay(day, subDays(now, 1))) return 'Yesterday';
  return format(day, 'EEEE, d MMMM yyyy');
}

/** The messages with a separator before the first message of each day. */
export function buildMessageRows(
  messages: readonly ChatMessage[],
  now: Date = new Date(),
): MessageRow[] {
  const rows: MessageRow[] = [];
  let previous: Date | null = null;
  for (const message of messages) {
    const time = parseISO(message.timestamp);
    if (isValid(time) && (!previous || !isSameDay(previous, time))) {
      rows.push({
        kind: 'day',
        key: `day-${format(time, 'yyyy-MM-dd')}`,
        label: dayLabel(time, now),
      });
      previous = time;
    }
    rows.push({ kind: 'message', key: message.id, message });
  }
  return rows;
}

export type DeliveryLabel = 'Sending…' | 'Failed' | 'Read' | 'Sent';

/** What the sender sees under their own message. */
export function deliveryLabel(message: ChatMessage): DeliveryLabel {
  if (message.localState === 'sending') return 'Sending…';
  if (message.localState === 'failed') return 'Failed';
  return message.is_read ? 'Read' : 'Sent';
}
