import { roomStatusSchema, type RoomStatus } from '@backoffice/shared';
import { DEFAULT_INBOX_FILTER, roomSortLabels, type RoomSort } from './inbox-filters';

/**
 * The inbox's status and sort live in the address (`/support?status=snoozed&sort=waiting`), so a
 * reload, the back button or a shared link keep the list as it was; the defaults are left out.
 */
export type InboxView = { status: RoomStatus; sort: RoomSort };

const DEFAULT_SORT: RoomSort = 'activity';

const isRoomSort = (value: string | null): value is RoomSort =>
  value !== null && Object.hasOwn(roomSortLabels, value);

export function readInboxView(params: URLSearchParams): InboxView {
  const status = roomStatusSchema.safeParse(params.get('status'));
  const sort = params.get('sort');
  return {
    status: status.success ? status.data : DEFAULT_INBOX_FILTER.status,
    sort: isRoomSort(sort) ? sort : DEFAULT_SORT,
  };
}

/** The same address with the view changed; other parameters (the open room) are kept. */
export function withInboxView(params: URLSearchParams, view: Partial<InboxView>): URLSearchParams {
  const next = new URLSearchParams(params);
  const merged = { ...readInboxView(params), ...view };
  const defaults: InboxView = { status: DEFAULT_INBOX_FILTER.status, sort: DEFAULT_SORT };
  for (const key of ['status', 'sort'] as const) {
    if (merged[key] === defaults[key]) next.delete(key);
    else next.set(key, merged[key]);
  }
  return next;
}

/** A search result's message: shown and marked when its room opens. */
export type FoundMessage = { messageId: string; search: string };

/**
 * A room's link that keeps the list's status and sort; without a room, the list alone. A search
 * result's link also names the message it was found by and the search (`message`, `find`).
 */
export function inboxHref(
  params: URLSearchParams,
  roomId: string | null,
  found?: FoundMessage,
): string {
  const view = readInboxView(params);
  const next = withInboxView(new URLSearchParams(), view);
  if (roomId) next.set('room', roomId);
  if (roomId && found) {
    next.set('message', found.messageId);
    next.set('find', found.search);
  }
  const query = next.toString();
  return query ? `/support?${query}` : '/support';
}

export function readFoundMessage(params: URLSearchParams): FoundMessage | null {
  const messageId = params.get('message');
  const search = params.get('find');
  return messageId && search ? { messageId, search } : null;
}
