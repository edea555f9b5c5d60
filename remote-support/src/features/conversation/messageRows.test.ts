import type { ChatMessage } from '@backoffice/shared/realtime';
import { buildMessageRows, dayLabel, deliveryLabel } from './messageRows';

const message = (id: string, timestamp: string, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  roomId: 'r1',
  content: id,
  senderId: 'admin-1',
  timestamp,
  is_read: false,
  ...extra,
});

describe('buildMessageRows', () => {
  it('puts one day separator before the first message of each day', () => {
    const now = new Date('2026-03-03T12:00:00');
    const rows = buildMessageRows(
      [
        message('a', new Date('2026-03-01T09:00:00').toISOString()),
        message('b', new Date('2026-03-02T09:00:00').toISOString()),
        message('c', new Date('2026-03-03T09:00:00').toISOString()),
        message('d', new Date('2026-03-03T10:00:00').toISOString()),
      ],
      now,
    );
    expect(rows.map((row) => (row.kind === 'day' ? row.label : row.message.id))).toEqual([
      'Sunday, 1 March 2026',
      'a',
      'Yesterday',
      'b',
      'Today',
      'c',
      'd',
    ]);
    expect(dayLabel(now, now)).toBe('Today');
  });
});

describe('deliveryLabel', () => {
  it('is sending, failed, read or sent', () => {
    const t = '2026-03-01T09:00:00.000Z';
    expect(deliveryLabel(message('a', t, { localState: 'sending' }))).toBe('Sending…');
    expect(deliveryLabel(message('a', t, { localState: 'failed' }))).toBe('Failed');
    expect(deliveryLabel(message('a', t, { is_read: true }))).toBe('Read');
    expect(deliveryLabel(message('a', t))).toBe('Sent');
  });
});
