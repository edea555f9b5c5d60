import type { Message } from '@backoffice/shared';

/** docs/spec.md §9: two copies of one message are at most this far apart. */
export const DUPLICATE_WINDOW_MS = 1000;

/** A message as the page holds it; a local one is the optimistic copy of a send in flight. */
export type ChatMessage = Message & { localState?: 'sending' | 'failed' };

/**
 * The ordered messages of one room plus three indexes, so finding a message by id, by its client
 * message id or by its (sender, content) is O(1) instead of a scan of a list that may hold 10 000
 * messages.
 * The indexes are append-only and shared by successive versions of the log: an entry is trusted
 * only when the message at that position still has that id, so an older version never misreads.
 */
export type MessageLog = {
  readonly messages: readonly ChatMessage[];
  readonly positionById: Map<string, number>;
  /** Client message id → position: a send's copies share it whatever their timestamps. */
  readonly positionByClientId: Map<string, number>;
  readonly idsByEcho: Map<string, string[]>;
};

const echoKey = (message: Pick<Message, 'senderId' | 'content'>) =>
  `${message.senderId}\u0000${message.content}`;

function indexAt(log: MessageLog, message: ChatMessage, position: number): void {
  log.positionById.set(message.id, position);
  if (message.clientMessageId) log.positionByClientId.set(message.clientMessageId, position);
  const key = echoKey(message);
  const ids = log.idsByEcho.get(key);
  if (!ids) log.idsByEcho.set(key, [message.id]);
  else if (!ids.includes(message.id)) ids.push(message.id);
}

export function createMessageLog(messages: readonly ChatMessage[] = []): MessageLog {
  const log: MessageLog = {
    messages,
    positionById: new Map(),
    positionByClientId: new Map(),
    idsByEcho: new Map(),
  };
  messages.forEach((message, position) => indexAt(log, message, position));
  return log;
}

/** The position of the message with this id, or -1. */
export function positionOf(log: MessageLog, id: string): number {
  const position = log.positionById.get(id);
  return position !== undefined && log.messages[position]?.id === id ? position : -1;
}

export function hasMessage(log: MessageLog, id: string): boolean {
  return positionOf(log, id) !== -1;
}

/** The position of the message with this client message id, or -1. */
export function positionOfClientId(log: MessageLog, clientMessageId: string): number {
  const position = log.positionByClientId.get(clientMessageId);
  return position !== undefined && log.messages[position]?.clientMessageId === clientMessageId
    ? position
    : -1;
}

/**
 * Where the copy of `message` the log already holds is: the same id; else the same client message
 * id (matched first); else, only for a message without a client id, docs/spec.md §4's rule
 * of the same sender and content within 1 s. -1 when it holds none.
 */
export function positionOfCopy(log: MessageLog, message: Message): number {
  const position = positionOf(log, message.id);
  if (position !== -1) return position;
  if (message.clientMessageId) return positionOfClientId(log, message.clientMessageId);
  return positionOfEcho(log, message);
}

/** The position of another copy of `message`: same sender and content, within the window. */
export function positionOfEcho(log: MessageLog, message: Message): number {
  const ids = log.idsByEcho.get(echoKey(message)) ?? [];
  const time = Date.parse(message.timestamp);
  for (let i = ids.length - 1; i >= 0; i -= 1) {
    const position = positionOf(log, ids[i] ?? '');
    const candidate = log.messages[position];
    if (!candidate || candidate.senderId !== message.senderId) continue;
    if (candidate.content !== message.content) continue;
    if (Math.abs(Date.parse(candidate.timestamp) - time) <= DUPLICATE_WINDOW_MS) return position;
  }
  return -1;
}

function replaceAt(log: MessageLog, position: number, message: ChatMessage): MessageLog {
  const messages = log.messages.slice();
  messages[position] = message;
  const next = { ...log, messages };
  indexAt(next, message, position);
  return next;
}

/** One change of a batch (docs/spec.md §4): a send's copy, a live message, or a `messagesRead`. */
export type LogChange =
  { kind: 'add' | 'incoming'; message: ChatMessage } | { kind: 'read'; ids: readonly string[] };

/**
 * Applies changes in order with at most one copy of the message array, so a burst of live
 * messages costs one copy per batch rather than one per message. The log itself is returned when
 * nothing changed (a message already held, ids already read).
 */
export function changeLog(log: MessageLog, changes: readonly LogChange[]): MessageLog {
  let draft: (MessageLog & { messages: ChatMessage[] }) | null = null;
  const current = () => draft ?? log;
  const put = (position: number, message: ChatMessage) => {
    draft ??= { ...log, messages: log.messages.slice() };
    if (position === -1) draft.messages.push(message);
    else draft.messages[position] = message;
    indexAt(draft, message, position === -1 ? draft.messages.length - 1 : position);
  };
  for (const change of changes) {
    if (change.kind === 'read') {
      for (const id of change.ids) {
        const position = positionOf(current(), id);
        const message = current().messages[position];
        if (message && !message.is_read) put(position, { ...message, is_read: true });
      }
      continue;
    }
    const { message } = change;
    // A live message is added only when its id is new; a send's copy replaces its own.
    if (change.kind === 'incoming' && hasMessage(current(), message.id)) continue;
    const position = positionOfCopy(current(), message);
    const confirmsLocal = position !== -1 && current().messages[position]?.localState;
    put(position, message);
    if (confirmsLocal && !message.localState && draft) settleConfirmed(draft, position);
  }
  return current();
}

/**
 * A send confirmed after messages the server stored before it had come in (they crossed on the
 * way): it moves below them, the order the server, the member and a reload have. Other sends
 * still on their way stay below it.
 */
function settleConfirmed(log: MessageLog & { messages: ChatMessage[] }, position: number): void {
  const { messages } = log;
  const confirmed = messages[position];
  if (!confirmed) return;
  const time = Date.parse(confirmed.timestamp);
  let to = position;
  for (let next = messages[to + 1]; next; next = messages[to + 1]) {
    if (next.localState || Date.parse(next.timestamp) >= time) break;
    to += 1;
  }
  if (to === position) return;
  messages.splice(position, 1);
  messages.splice(to, 0, confirmed);
  for (let i = position; i <= to; i += 1) {
    const moved = messages[i];
    if (moved) indexAt(log, moved, i);
  }
}

/**
 * docs/spec.md §4: a message replaces the one with the same id, or the one with the same content and
 * sender within 1 s (the server's copy of an optimistic send); otherwise it is appended. A message
 * with a client message id replaces the one with that id instead, however far apart the
 * timestamps (`positionOfCopy`).
 */
export function addMessage(log: MessageLog, message: ChatMessage): MessageLog {
  return changeLog(log, [{ kind: 'add', message }]);
}

/** docs/spec.md §4: live messages are added only when their id is new. */
export function addIncomingMessage(log: MessageLog, message: Message): MessageLog {
  return changeLog(log, [{ kind: 'incoming', message }]);
}

/** docs/spec.md §4: `messagesRead` marks the listed ids read. */
export function markMessagesRead(log: MessageLog, ids: readonly string[]): MessageLog {
  return changeLog(log, [{ kind: 'read', ids }]);
}

/** An older page goes in front; messages the log already holds are not repeated. */
export function prependMessages(log: MessageLog, older: readonly Message[]): MessageLog {
  const fresh = older.filter((message) => !hasMessage(log, message.id));
  return fresh.length ? createMessageLog([...fresh, ...log.messages]) : log;
}

/** Changes one message in place (a local send's state or timestamp). */
export function updateMessage(
  log: MessageLog,
  id: string,
  change: (message: ChatMessage) => ChatMessage,
): MessageLog {
  const position = positionOf(log, id);
  const message = log.messages[position];
  return message ? replaceAt(log, position, change(message)) : log;
}

/** The newest message the server holds: the cursor for catching up with `after`. */
export function lastServerMessage(log: MessageLog): ChatMessage | undefined {
  for (let i = log.messages.length - 1; i >= 0; i -= 1) {
    const message = log.messages[i];
    if (message && !message.localState) return message;
  }
  return undefined;
}

export function firstServerMessage(log: MessageLog): ChatMessage | undefined {
  return log.messages.find((message) => !message.localState);
}
