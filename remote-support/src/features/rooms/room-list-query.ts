import {
  apiRequest,
  isAwaitingReply,
  supportKeys,
  totalUnread,
  type Room,
} from '@backoffice/shared';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { roomsFromResponse } from './rooms-response';

export type RoomList = { rooms: Room[] };

/**
 * The one support room list of the page: the query cache's entry under `supportKeys.rooms()`,
 * the key every reader uses (the room list, the conversation header, the nav badge, the dashboard's
 * unread figure), so "Message member" refreshing it is seen everywhere. Socket events keep it
 * current, so it is not refetched on every mount; a new room, a reconnect or an invalidation
 * fetches it again.
 */
export const roomsQuery = () =>
  queryOptions({
    queryKey: supportKeys.rooms(),
    queryFn: async ({ signal }): Promise<RoomList> => ({
      rooms: roomsFromResponse(await apiRequest('rooms', { signal })),
    }),
    staleTime: Infinity,
  });

// The session's code outside React (socket events, sends) reaches the page's one QueryClient here.
let pageClient: QueryClient | null = null;

export function bindRoomList(queryClient: QueryClient): void {
  pageClient = queryClient;
}

/** The page's QueryClient, for the session's other caches (the inbox timeline); null before. */
export function boundQueryClient(): QueryClient | null {
  return pageClient;
}

/** The rooms held now (none before the list has loaded). */
export function roomsHeld(): Room[] {
  return pageClient?.getQueryData(roomsQuery().queryKey)?.rooms ?? [];
}

/** Changes the rooms held; a list not loaded yet stays unloaded (it loads in full). */
export function updateRoomList(change: (rooms: Room[]) => Room[]): void {
  pageClient?.setQueryData(roomsQuery().queryKey, (data) => data && { rooms: change(data.rooms) });
}

/** Fetches the list now (a failure lands in the query's error state, shown by the list). */
export async function loadRooms(): Promise<void> {
  await pageClient?.prefetchQuery({ ...roomsQuery(), staleTime: 0 });
}

export function forgetRoomList(): void {
  pageClient?.removeQueries({ queryKey: roomsQuery().queryKey });
}

export function useRoomList() {
  return useQuery(roomsQuery());
}

export function useRoom(roomId: string | null): Room | undefined {
  return useQuery({
    ...roomsQuery(),
    select: (data) => data.rooms.find((room) => room.id === roomId),
  }).data;
}

/**
 * True when the list, fetched again once for this id, holds no room `roomId` (a mistyped or old
 * link): the page says so instead of opening a conversation that cannot load or take a reply.
 * The one fetch is for a room started since the list loaded (a colleague's "Message member").
 */
export function useRoomMissing(roomId: string | null): boolean {
  const list = useRoomList();
  const [askedFor, setAskedFor] = useState<string | null>(null);
  const absent = !!roomId && list.isSuccess && !list.data.rooms.some((room) => room.id === roomId);
  useEffect(() => {
    if (!absent || askedFor === roomId) return;
    setAskedFor(roomId);
    void loadRooms();
  }, [absent, askedFor, roomId]);
  return absent && askedFor === roomId && !list.isFetching;
}

export function useTotalUnread(): number {
  return useQuery({ ...roomsQuery(), select: (data) => totalUnread(data.rooms) }).data ?? 0;
}

/**
 * Rooms waiting on us (`isAwaitingReply`), as of `now`: the nav badge re-reads it as the
 * list changes; a snooze ending with no other change shows at the next list update.
 */
export function useAwaitingCount(now: number = Date.now()): number {
  return (
    useQuery({
      ...roomsQuery(),
      select: (data) => data.rooms.filter((room) => isAwaitingReply(room.inbox, now)).length,
    }).data ?? 0
  );
}
