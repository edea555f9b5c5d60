import type { ChatMessage } from './message-log';
import { dayLabel, deliveryLabel, extendMessageRows, type MessageRow } from './message-rows';

const message = (id: string, timestamp: string, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  roomId: 'r1',
  content: id,
  senderId: 'admin-1',
  timestamp,
  is_read: false,
  ...extra,
});

describe('extendMessageRows', () => {
  it('puts one day separator before the first message of each day', () => {
    const now = new Date('2026-03-03T12:00:00');
    const { rows } = extendMessageRows(
      [
        message('a', new Date('2026-03-01T09:00:00').toISOString()),
        message('b', new Date('2026-03-02T09:00:00').toISOString()),
        message('c', new Date('2026-03-03T09:00:00').toISOString()),
        message('d', new Date('2026-03-03T10:00:00').toISOString()),
      ],
      undefined,
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

const labels = (rows: readonly MessageRow[]) =>
  rows.map((row) => (row.kind === 'day' ? row.label : row.message.content));

describe('extendMessageRows on a later version of the messages', () => {
  const now = new Date('2026-03-03T12:00:00');
  const on = (day: number, hour: number) => new Date(2026, 2, day, hour).toISOString();
  const first = [message('a', on(2, 9)), message('b', on(3, 9)), message('c', on(3, 10))];
  const built = extendMessageRows(first, undefined, now);

  it('reuses the rows of held messages and adds rows for appended ones only', () => {
    const next = [...first, message('d', on(3, 11))];
    const extended = extendMessageRows(next, built, now);
    expect(extended.rows.slice(0, built.rows.length)).toEqual(built.rows);
    built.rows.forEach((row, i) => expect(extended.rows[i]).toBe(row));
    expect(extended.rows).toEqual(extendMessageRows(next, undefined, now).rows);
    expect(labels(extended.rows)).toEqual(['Yesterday', 'a', 'Today', 'b', 'c', 'd']);
  });

  it('rebuilds from the first changed message, keeping one separator per day', () => {
    const read = [first[0]!, { ...first[1]!, is_read: true }, first[2]!];
    const extended = extendMessageRows(read, built, now);
    expect(labels(extended.rows)).toEqual(['Yesterday', 'a', 'Today', 'b', 'c']);
    const readRow = extended.rows[3];
    expect(readRow?.kind === 'message' && readRow.message.is_read).toBe(true);
    const older = extendMessageRows([message('z', on(1, 9)), ...first], built, now);
    expect(labels(older.rows)).toEqual(
      labels(extendMessageRows([message('z', on(1, 9)), ...first], undefined, now).rows),
    );
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
