import './zod-config';
import { z } from 'zod';
import { isoDateTime } from './common';
import { roomsQuerySchema } from './due';
import { searchQuerySchema } from './search';
import { roomsResponseSchema } from './support';

/**
 * The support inbox's search (`GET /support/admin/rooms?q=`): the rooms whose member's name or any
 * message matches the words of `q` (the database's full-text search, as `GET /search` does; each
 * word matches the start of a word). Blank `q` is the whole list; over 100 characters is a 400.
 * `memberId` keeps one member's rooms (a member's timeline reads theirs without the whole list);
 * it combines with `q` and `sort`.
 */
export const roomListQuerySchema = roomsQuerySchema.extend({
  q: searchQuerySchema.shape.q,
  memberId: z.string().trim().min(1).max(64).optional(),
});

/** Why a room was found: its newest matching message, or null when only the member's name matched. */
export const roomMatchSchema = z.object({
  roomId: z.string(),
  message: z.object({ id: z.string(), content: z.string(), timestamp: isoDateTime }).nullable(),
});
export type RoomMatch = z.infer<typeof roomMatchSchema>;

/** `matches` is there only for a search: one per room of `rooms`, in the same order. */
export const roomListResponseSchema = roomsResponseSchema.extend({
  matches: z.array(roomMatchSchema).optional(),
});
export type RoomListResponse = z.infer<typeof roomListResponseSchema>;

/**
 * The words of a search as the api matches them (letters and digits, lower case, at most eight),
 * so the inbox marks in a message the same words the search found it by.
 */
export function searchWords(q: string): string[] {
  return (
    q
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, 8) ?? []
  );
}
