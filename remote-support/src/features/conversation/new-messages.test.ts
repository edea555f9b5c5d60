import type { Message } from '@backoffice/shared';
import { addIncomingMessage, addMessage, createMessageLog, prependMessages } from './message-log';
import { announcementFor, newIncomingMessages } from './new-messages';

const message = (id: string, senderId = 'member-1'): Message => ({
  id,
  roomId: 'r1',
  content: `text ${id}`,
  senderId,
  timestamp: '2026-03-01T10:00:00.000Z',
  is_read: false,
});

describe('newIncomingMessages', () => {
  const before = createMessageLog([message('m1'), message('m2')]);

  it('finds what was appended by someone else', () => {
    const after = [message('m3'), message('m4', 'me'), message('m5')].reduce(
      addIncomingMessage,
      before,
    );
    expect(newIncomingMessages(before, after, 'me').map((m) => m.id)).toEqual(['m3', 'm5']);
  });

  it('finds nothing in an older page, a messagesRead or an own send', () => {
    expect(newIncomingMessages(before, prependMessages(before, [message('m0')]), 'me')).toEqual([]);
    const own = addMessage(before, { ...message('local-1', 'me'), localState: 'sending' });
    expect(newIncomingMessages(before, own, 'me')).toEqual([]);
  });
});

describe('announcementFor', () => {
  const name = ({ senderId }: { senderId: string }) =>
    senderId === 'member-1' ? 'Amara' : 'another admin';
  it('names the sender and reads the latest text', () => {
    expect(announcementFor([message('a')], name)).toBe('New message from Amara: text a');
    expect(announcementFor([message('a'), message('b', 'admin-2')], name)).toBe(
      '2 new messages. Latest from another admin: text b',
    );
    expect(announcementFor([], name)).toBe('');
  });
});
