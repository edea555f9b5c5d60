import { hasMessage, type ChatMessage, type MessageLog } from './message-log';

/** How far back a batch is searched for new messages; a live batch is far shorter. */
const MAX_NEW_PER_BATCH = 200;

/**
 * The messages of `after` that `before` did not hold and that someone else sent: what arrived live
 * between two versions of a room's log. New messages are appended, so the search walks back from
 * the end and stops at the first message already held (a reloaded or older page adds nothing).
 */
export function newIncomingMessages(
  before: MessageLog,
  after: MessageLog,
  me: string | undefined,
): ChatMessage[] {
  const fresh: ChatMessage[] = [];
  const stop = Math.max(0, after.messages.length - MAX_NEW_PER_BATCH);
  for (let i = after.messages.length - 1; i >= stop; i -= 1) {
    const message = after.messages[i];
    if (!message || hasMessage(before, message.id)) break;
    if (message.senderId !== me && !message.localState) fresh.unshift(message);
  }
  return fresh;
}

/** What a screen reader says for a batch of new messages: the sender and the latest text. */
export function announcementFor(
  fresh: readonly ChatMessage[],
  senderName: (message: ChatMessage) => string,
): string {
  const latest = fresh.at(-1);
  if (!latest) return '';
  const from = senderName(latest);
  return fresh.length === 1
    ? `New message from ${from}: ${latest.content}`
    : `${fresh.length} new messages. Latest from ${from}: ${latest.content}`;
}
