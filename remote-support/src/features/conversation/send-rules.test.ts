import { ApiError } from '@backoffice/shared';
import { NOT_CONNECTED_TEXT } from '@backoffice/shared/realtime';
import {
  canMarkAsRead,
  cutToMaxLength,
  EMPTY_MESSAGE_TEXT,
  messagesErrorText,
  NO_ROOM_SELECTED_TEXT,
  prepareSend,
} from './send-rules';

describe('prepareSend (docs/spec.md §5)', () => {
  it('cuts the content to 500 characters', () => {
    expect(cutToMaxLength('x'.repeat(600))).toHaveLength(500);
    const verdict = prepareSend({ connected: true, roomId: 'r1', content: 'y'.repeat(600) });
    expect(verdict).toEqual({ ok: true, content: 'y'.repeat(500) });
  });

  it('refuses with "Cannot send message - not connected to server" when not connected', () => {
    expect(prepareSend({ connected: false, roomId: 'r1', content: 'hi' })).toEqual({
      ok: false,
      error: 'Cannot send message - not connected to server',
    });
    expect(NOT_CONNECTED_TEXT).toBe('Cannot send message - not connected to server');
  });

  it('needs a selected room and some text', () => {
    expect(prepareSend({ connected: true, roomId: null, content: 'hi' })).toEqual({
      ok: false,
      error: NO_ROOM_SELECTED_TEXT,
    });
    expect(prepareSend({ connected: true, roomId: 'r1', content: '  \n ' })).toEqual({
      ok: false,
      error: EMPTY_MESSAGE_TEXT,
    });
  });
});

describe('canMarkAsRead (docs/spec.md §5)', () => {
  it('needs a connection, a selected room and a non-empty id list', () => {
    expect(canMarkAsRead({ connected: true, roomId: 'r1', messageIds: ['m1'] })).toBe(true);
    expect(canMarkAsRead({ connected: false, roomId: 'r1', messageIds: ['m1'] })).toBe(false);
    expect(canMarkAsRead({ connected: true, roomId: null, messageIds: ['m1'] })).toBe(false);
    expect(canMarkAsRead({ connected: true, roomId: 'r1', messageIds: [] })).toBe(false);
  });
});

describe('messagesErrorText (docs/spec.md §4)', () => {
  it('says "Failed to fetch messages" for a failed fetch, else "Unknown error occurred"', () => {
    const fetchFailure = new ApiError('Cannot reach the server', { status: 0, kind: 'network' });
    expect(messagesErrorText(fetchFailure)).toBe('Failed to fetch messages');
    expect(messagesErrorText(new TypeError('boom'))).toBe('Unknown error occurred');
  });

  it('names an answer that breaks the contract', () => {
    const broken = new ApiError('Unexpected response from /support/history: 0.id: bad', {
      status: 200,
      kind: 'contract',
    });
    expect(messagesErrorText(broken)).toBe(
      'Failed to fetch messages: Unexpected response from /support/history: 0.id: bad',
    );
  });
});
