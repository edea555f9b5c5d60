import {
  apiRequest,
  searchWords,
  supportKeys,
  type Room,
  type RoomListResponse,
  type RoomMatch,
} from '@backoffice/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export const roomSearchKeys = {
  search: (q: string) => [...supportKeys.all, 'room-search', q] as const,
};

/**
 * The inbox's search in conversations (`GET /support/admin/rooms?q=`). Each term is its own
 * query, so an earlier term's answer arriving late never replaces a later one's; while the next
 * answer is on its way the last one stays on screen, marked as stale.
 */
export const roomSearchQuery = (q: string) =>
  queryOptions({
    queryKey: roomSearchKeys.search(q),
    queryFn: ({ signal }) => apiRequest('rooms', { query: { q }, signal }),
    staleTime: 30_000,
  });

/** Only a term with a word in it is searched: the api finds nothing for the rest. */
export function useRoomSearch(term: string) {
  const q = term.trim();
  return useQuery({
    ...roomSearchQuery(q),
    enabled: searchWords(q).length > 0,
    placeholderData: keepPreviousData,
  });
}

export interface FoundRoom {
  room: Room;
  match: RoomMatch | undefined;
}

/**
 * The rooms a search found, as the live list holds them (the socket keeps those current; the
 * search's copy is as it was when asked), each with the message it was found by.
 */
export function foundRooms(held: readonly Room[], answer: RoomListResponse): FoundRoom[] {
  const live = new Map(held.map((room) => [room.id, room]));
  const matches = new Map(answer.matches?.map((match) => [match.roomId, match]));
  return answer.rooms.map((room) => ({
    room: live.get(room.id) ?? room,
    match: matches.get(room.id),
  }));
}
