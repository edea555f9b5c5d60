import type { ChatMessage } from './message-log';
import { format, isSameDay, isValid, parseISO, subDays } from 'date-fns';

export type MessageRow =
  | { kind: 'day'; key: string; label: string }
  | { kind: 'message'; key: string; message: ChatMessage };

export function dayLabel(day: Date, now: Date): string {
  if (isSameDay(day, now)) return 'Today';
  if (isSameDay(day, subDays(now, 1))) return 'Yesterday';
  return format(day, 'EEEE, d MMMM yyyy');
}

/**
 * Rows built for one version of the messages, with what is needed to extend them: per message,
 * the index of its first row (its day separator, if it opens a day) and the day in force after it.
 */
export type MessageRows = {
  readonly messages: readonly ChatMessage[];
  readonly rows: readonly MessageRow[];
  readonly rowIndex: readonly number[];
  readonly dayAfter: readonly (Date | null)[];
};

/**
 * The messages with a separator before the first message of each day. Rows of the messages that
 * `previous` already holds at the same positions are reused, and the rest built from the first
 * change: appending live messages costs the new ones, not the whole conversation (parsing and
 * formatting every timestamp on each message made a burst quadratic).
 */
export function extendMessageRows(
  messages: readonly ChatMessage[],
  previous?: MessageRows,
  now: Date = new Date(),
): MessageRows {
  let start = 0;
  const held = previous?.messages ?? [];
  while (start < messages.length && start < held.length && messages[start] === held[start]) {
    start += 1;
  }
  const rows = previous?.rows.slice(0, previous.rowIndex[start] ?? previous.rows.length) ?? [];
  const rowIndex = previous?.rowIndex.slice(0, start) ?? [];
  const dayAfter = previous?.dayAfter.slice(0, start) ?? [];
  let day = dayAfter[start - 1] ?? null;
  for (const message of messages.slice(start)) {
    const time = parseISO(message.timestamp);
    rowIndex.push(rows.length);
    if (isValid(time) && (!day || !isSameDay(day, time))) {
      rows.push({
        kind: 'day',
        key: `day-${format(time, 'yyyy-MM-dd')}`,
        label: dayLabel(time, now),
      });
      day = time;
    }
    dayAfter.push(day);
    rows.push({ kind: 'message', key: message.id, message });
  }
  return { messages, rows, rowIndex, dayAfter };
}

/** Who wrote a message, as the admin reading the conversation sees it. */
export type MessageSender = 'me' | 'colleague' | 'member';

/**
 * The room is the member's conversation with the whole team: a message neither the member nor
 * this admin wrote is a colleague's reply, and belongs on the team's side, not the member's. While
 * the room's member is not known, every message not this admin's is taken as the member's.
 */
export function messageSender(
  senderId: string,
  me: string | undefined,
  memberId: string | undefined,
): MessageSender {
  if (senderId === me) return 'me';
  return memberId !== undefined && senderId !== memberId ? 'colleague' : 'member';
}

export type DeliveryLabel = 'Sending…' | 'Failed' | 'Read' | 'Sent';

/** What the sender sees under their own message. */
export function deliveryLabel(message: ChatMessage): DeliveryLabel {
  if (message.localState === 'sending') return 'Sending…';
  if (message.localState === 'failed') return 'Failed';
  return message.is_read ? 'Read' : 'Sent';
}
