import { CHAT_MESSAGE_MAX_LENGTH, isApiError } from '@backoffice/shared';
import { NOT_CONNECTED_TEXT } from '@backoffice/shared/realtime';

export const FAILED_TO_FETCH_MESSAGES = 'Failed to fetch messages';
export const UNKNOWN_ERROR = 'Unknown error occurred';
export const NO_ROOM_SELECTED_TEXT = 'Select a conversation before sending';
export const EMPTY_MESSAGE_TEXT = 'Write a message before sending';

/**
 * docs/spec.md §4: a failed fetch says so (naming an answer that breaks the contract); anything else
 * is an unknown error.
 */
export function messagesErrorText(error: unknown): string {
  if (!isApiError(error)) return UNKNOWN_ERROR;
  return error.kind === 'contract'
    ? `${FAILED_TO_FETCH_MESSAGES}: ${error.message}`
    : FAILED_TO_FETCH_MESSAGES;
}

/** docs/spec.md §5: content is cut to 500 characters. */
export function cutToMaxLength(content: string): string {
  return content.slice(0, CHAT_MESSAGE_MAX_LENGTH);
}

export type SendVerdict = { ok: true; content: string } | { ok: false; error: string };

/** docs/spec.md §5: a message goes out only on a live connection with a room selected. */
export function prepareSend(input: {
  connected: boolean;
  roomId: string | null;
  content: string;
}): SendVerdict {
  if (!input.connected) return { ok: false, error: NOT_CONNECTED_TEXT };
  if (!input.roomId) return { ok: false, error: NO_ROOM_SELECTED_TEXT };
  // The server trims what it stores; sending it trimmed keeps the optimistic copy identical.
  const content = cutToMaxLength(input.content).trim();
  if (!content) return { ok: false, error: EMPTY_MESSAGE_TEXT };
  return { ok: true, content };
}

/** docs/spec.md §5: mark-as-read needs a connection, a selected room and at least one id. */
export function canMarkAsRead(input: {
  connected: boolean;
  roomId: string | null;
  messageIds: readonly string[];
}): boolean {
  return input.connected && input.roomId !== null && input.messageIds.length > 0;
}
