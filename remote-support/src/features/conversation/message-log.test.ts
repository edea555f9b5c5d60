import type { Message } from '@backoffice/shared/contract';
import {
  addIncomingMessage,
  addMessage,
  changeLog,
  createMessageLog,
  hasMessage,
  lastServerMessage,
  markMessagesRead,
  prependMessages,
  updateMessage,
  type ChatMessage,
} from './message-log';

const base = Date.parse('2026-03-01T10:00:00.000Z');
const message = (id: string, overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  roomId: 'r1',
  content: `text ${id}`,
  senderId: 'member-1',
  timestamp: new Date(base).toISOString(),
  is_read: false,
  ...overrides,
});
const at = (ms: number) => new Date(base + ms).toISOString();
const ids = (log: { messages: readonly Message[] }) => log.messages.map((m) => m.id);

describe('matching a send by its client message id (issue 25)', () => {
  const local = message('local-1', {
    content: 'hello',
    senderId: 'admin',
    clientMessageId: 'cid-1',
    localState: 'sending',
  });

  it("replaces the local copy with the server's, however far apart their timestamps", () => {
    const log = createMessageLog([message('a'), local]);
    const server = message('srv-1', {
      content: 'hello',
      senderId: 'admin',
      clientMessageId: 'cid-1',
      timestamp: at(90_000),
    });
    const next = addMessage(log, server);
    expect(ids(next)).toEqual(['a', 'srv-1']);
    expect(next.messages[1]?.localState).toBeUndefined();
    // The same send confirmed twice (a retry the server stored once) stays one message.
    expect(ids(addMessage(next, server))).toEqual(['a', 'srv-1']);
  });

  it('matches a live copy that comes before messageSent by the client id too', () => {
    const log = createMessageLog([local]);
    const server = message('srv-1', {
      content: 'hello',
      senderId: 'admin',
      clientMessageId: 'cid-1',
      timestamp: at(5000),
    });
    const next = addMessage(addIncomingMessage(log, server), server);
    expect(ids(next)).toEqual(['srv-1']);
  });

  it("does not use the 1 s rule for a message with a client id: another send's copy is kept", () => {
    const log = createMessageLog([local]);
    const other = message('srv-2', {
      content: 'hello',
      senderId: 'admin',
      clientMessageId: 'cid-2',
      timestamp: at(200),
    });
    expect(ids(addMessage(log, other))).toEqual(['local-1', 'srv-2']);
  });
});

describe('addMessage (docs/spec.md §4)', () => {
  it('replaces the message with the same id in place', () => {
    const log = createMessageLog([message('a'), message('b')]);
    const next = addMessage(log, message('a', { content: 'edited', timestamp: at(60_000) }));
    expect(ids(next)).toEqual(['a', 'b']);
    expect(next.messages[0]?.content).toBe('edited');
    expect(log.messages[0]?.content).toBe('text a');
  });

  it('replaces a copy with the same content and sender within 1000 ms (the optimistic send)', () => {
    const local = message('local-1', {
      content: 'hello',
      senderId: 'admin',
      localState: 'sending',
    });
    const log = createMessageLog([message('a'), local]);
    const server = message('srv-1', { content: 'hello', senderId: 'admin', timestamp: at(1000) });
    const next = addMessage(log, server);
    expect(ids(next)).toEqual(['a', 'srv-1']);
    expect(next.messages[1]?.localState).toBeUndefined();
  });

  it('moves a send confirmed late below the messages the server stored before it', () => {
    const local = (id: string, content: string) =>
      message(id, { content, senderId: 'admin', clientMessageId: id, localState: 'sending' });
    // Sent at 0; the member's question, stored at 100 ms, came in while the answer was on its
    // way, and the server stored the answer at 200 ms. Then a second send, still on its way.
    let log = createMessageLog([message('a'), local('mine', 'answer')]);
    log = addIncomingMessage(log, message('q', { timestamp: at(100) }));
    log = addMessage(log, local('next', 'and more'));
    log = addIncomingMessage(log, message('later', { timestamp: at(300) }));
    const confirmed = message('srv-mine', {
      content: 'answer',
      senderId: 'admin',
      clientMessageId: 'mine',
      timestamp: at(200),
    });
    const next = changeLog(log, [{ kind: 'add', message: confirmed }]);
    expect(ids(next)).toEqual(['a', 'q', 'srv-mine', 'next', 'later']);
    // Both are found by id where they went.
    expect(updateMessage(next, 'q', (m) => ({ ...m, content: 'x' })).messages[1]?.content).toBe(
      'x',
    );
    expect(
      updateMessage(next, 'srv-mine', (m) => ({ ...m, content: 'y' })).messages[2]?.content,
    ).toBe('y');
  });

  it('keeps a confirmed send in place when nothing stored before it came after it', () => {
    const local = message('local-1', {
      content: 'hello',
      senderId: 'admin',
      clientMessageId: 'c1',
      localState: 'sending',
    });
    const log = createMessageLog([local, message('reply', { timestamp: at(500) })]);
    const server = message('srv-1', {
      content: 'hello',
      senderId: 'admin',
      clientMessageId: 'c1',
      timestamp: at(100),
    });
    expect(ids(addMessage(log, server))).toEqual(['srv-1', 'reply']);
  });

  it('appends when the copy is more than 1000 ms away, or from another sender, or different', () => {
    const log = createMessageLog([message('a', { content: 'hello', senderId: 'admin' })]);
    const late = addMessage(
      log,
      message('b', { content: 'hello', senderId: 'admin', timestamp: at(1001) }),
    );
    expect(ids(late)).toEqual(['a', 'b']);
    const otherSender = addMessage(log, message('c', { content: 'hello', senderId: 'x' }));
    expect(ids(otherSender)).toEqual(['a', 'c']);
    const otherContent = addMessage(log, message('d', { content: 'hi', senderId: 'admin' }));
    expect(ids(otherContent)).toEqual(['a', 'd']);
  });

  it('finds messages through its index after many appends (10 000 messages)', () => {
    let log = createMessageLog();
    for (let i = 0; i < 10_000; i += 1)
      log = addMessage(log, message(`m${i}`, { timestamp: at(i * 2000) }));
    expect(log.messages).toHaveLength(10_000);
    const updated = addMessage(log, message('m42', { content: 'changed', timestamp: at(84_000) }));
    expect(updated.messages).toHaveLength(10_000);
    expect(updated.messages[42]?.content).toBe('changed');
  });

  it('keeps earlier versions of the log readable after later changes', () => {
    const first = createMessageLog([message('local-1', { content: 'x', localState: 'sending' })]);
    const second = addMessage(first, message('srv-1', { content: 'x' }));
    expect(hasMessage(first, 'local-1')).toBe(true);
    expect(hasMessage(first, 'srv-1')).toBe(false);
    expect(hasMessage(second, 'local-1')).toBe(false);
    expect(hasMessage(second, 'srv-1')).toBe(true);
  });
});

describe('addIncomingMessage (docs/spec.md §4)', () => {
  it('adds a live message only when its id is new', () => {
    const log = createMessageLog([message('a')]);
    expect(addIncomingMessage(log, message('a', { content: 'again' }))).toBe(log);
    expect(ids(addIncomingMessage(log, message('b')))).toEqual(['a', 'b']);
  });
});

describe('markMessagesRead (docs/spec.md §4)', () => {
  it('marks exactly the listed ids read', () => {
    const log = createMessageLog([message('a'), message('b'), message('c')]);
    const next = markMessagesRead(log, ['a', 'c', 'unknown']);
    expect(next.messages.map((m) => m.is_read)).toEqual([true, false, true]);
    expect(markMessagesRead(next, ['a'])).toBe(next);
  });
});

describe('changeLog (a batch of live events)', () => {
  it('gives what the same changes one by one give, and the log itself when nothing changes', () => {
    const log = createMessageLog([
      message('a'),
      message('local-1', { content: 'hi', senderId: 'admin', localState: 'sending' }),
    ]);
    // Stored after the echo (one stored before it would go above it: the next describe).
    const b = message('b', { timestamp: at(600) });
    const echo = message('srv-1', { content: 'hi', senderId: 'admin', timestamp: at(500) });
    const batched = changeLog(log, [
      { kind: 'incoming', message: b },
      { kind: 'incoming', message: { ...b, content: 'again' } },
      { kind: 'add', message: echo },
      { kind: 'read', ids: ['a', 'b'] },
    ]);
    const oneByOne = markMessagesRead(
      addMessage(addIncomingMessage(addIncomingMessage(log, b), { ...b, content: 'again' }), echo),
      ['a', 'b'],
    );
    expect(batched.messages).toEqual(oneByOne.messages);
    expect(ids(batched)).toEqual(['a', 'srv-1', 'b']);
    expect(hasMessage(batched, 'local-1')).toBe(false);
    expect(ids(log)).toEqual(['a', 'local-1']);
    expect(changeLog(batched, [{ kind: 'incoming', message: b }])).toBe(batched);
  });
});

describe('paging helpers', () => {
  it('prepends an older page without repeating messages it holds', () => {
    const log = createMessageLog([message('c'), message('d')]);
    expect(ids(prependMessages(log, [message('a'), message('b'), message('c')]))).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
  });

  it('takes the newest message the server holds as the catch-up cursor', () => {
    const log = createMessageLog([message('a'), message('local-1', { localState: 'failed' })]);
    expect(lastServerMessage(log)?.id).toBe('a');
  });

  it('updates one message by id', () => {
    const log = createMessageLog([message('a', { localState: 'sending' })]);
    const next = updateMessage(log, 'a', (m) => ({ ...m, localState: 'failed' }));
    expect(next.messages[0]?.localState).toBe('failed');
    expect(updateMessage(log, 'zzz', (m) => m)).toBe(log);
  });
});
