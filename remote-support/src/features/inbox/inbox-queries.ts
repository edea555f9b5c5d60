import { apiRequest, supportKeys, type RoomEvent } from '@backoffice/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { boundQueryClient } from '../rooms/room-list-query';

export const inboxKeys = {
  agents: () => [...supportKeys.all, 'agents'] as const,
  roomEvents: (roomId: string) => [...supportKeys.all, 'room-events', roomId] as const,
};

/** Who a room can be assigned to. Staff change rarely: kept for the page's life. */
export function useSupportAgents() {
  return useQuery({
    queryKey: inboxKeys.agents(),
    queryFn: ({ signal }) => apiRequest('supportAgents', { signal }),
    staleTime: Infinity,
  });
}

/** A room's staff-only timeline; live lines are appended by `appendRoomEvent`. */
export const roomEventsQuery = (roomId: string) =>
  queryOptions({
    queryKey: inboxKeys.roomEvents(roomId),
    queryFn: ({ signal }) => apiRequest('roomEvents', { query: { roomId }, signal }),
    staleTime: Infinity,
  });

export function useRoomEvents(roomId: string) {
  return useQuery(roomEventsQuery(roomId));
}

/** A line heard live (or answered to our own change) joins a timeline already loaded, once. */
export function appendRoomEvent(event: RoomEvent): void {
  boundQueryClient()?.setQueryData(
    roomEventsQuery(event.roomId).queryKey,
    (events) => events && (events.some(({ id }) => id === event.id) ? events : [...events, event]),
  );
}
