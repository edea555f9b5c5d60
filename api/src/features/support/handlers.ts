import type { RoomInboxChanged } from '@backoffice/shared/contract';
import type { ApiContext } from '../../http/context';
import { badRequest, forbidden, notFound } from '../../http/errors';
import type { EndpointHandlers } from '../../http/handlers';
import { ensureRoomForMember, listMessages, messageSeq, roomMemberId } from './repository';
import { assignRoom, listRoomEvents, listSupportAgents, setRoomStatus } from './inbox-repository';
import {
  listingValidUntil,
  readRoomListing,
  ROOM_LISTING_TABLES,
  keptRoomAnswers,
} from '../due/room-due';
import { existingMemberId } from '../members/repository';
import { readDueTargets } from '../due/targets';
import { foundRooms, roomMatches } from '../search/room-search';

type SupportHandlers = Pick<
  EndpointHandlers,
  | 'rooms'
  | 'startChat'
  | 'history'
  | 'supportAgents'
  | 'assignRoom'
  | 'setRoomStatus'
  | 'roomEvents'
>;

/**
 * `broadcastInbox` tells every admin socket of an inbox change (`roomInboxChanged`). It is called
 * inside the change's transaction, while the room's row is locked: two admins assigning at once
 * are told in the order the changes were stored, so everyone ends on the last write.
 */
export function supportHandlers(
  { db, reads }: ApiContext,
  broadcastInbox: (change: RoomInboxChanged) => void,
): SupportHandlers {
  const roomAnswers = keptRoomAnswers();
  return {
    async rooms({ query }) {
      // The rooms are kept until a write (or a snooze's end); what is due is worked out from them
      // and kept until a room turns overdue, so it follows the clock.
      const [listing, targets, matches] = await Promise.all([
        reads.read('supportRooms', ROOM_LISTING_TABLES, readRoomListing, {
          validUntil: listingValidUntil,
        }),
        reads.read('dueTargets', ['app_settings'], readDueTargets),
        query.q ? roomMatches(db, query.q) : undefined,
      ]);
      const all = roomAnswers(listing, targets, query.sort, Date.now());
      // One member's rooms are picked from the kept listing: no read of its own.
      const answer = query.memberId
        ? { rooms: all.rooms.filter((room) => room.member.id === query.memberId) }
        : all;
      return matches ? foundRooms(answer.rooms, matches) : answer;
    },

    async startChat({ body }) {
      const memberId = await existingMemberId(db, body.memberId);
      if (!memberId) throw notFound(`Member ${body.memberId} not found`);
      return ensureRoomForMember(db, memberId);
    },

    async supportAgents() {
      return listSupportAgents(db);
    },

    async assignRoom({ params, body, user }) {
      return db.transaction(async (tx) => {
        const change = await assignRoom(tx, {
          roomId: params.id ?? '',
          assigneeId: body.assigneeId,
          actor: { id: user.id, name: user.name },
          version: body.version,
        });
        broadcastInbox(change);
        return change;
      });
    },

    async setRoomStatus({ params, body, user }) {
      return db.transaction(async (tx) => {
        const change = await setRoomStatus(tx, {
          roomId: params.id ?? '',
          change: body,
          actor: { id: user.id, name: user.name },
          now: Date.now(),
        });
        broadcastInbox(change);
        return change;
      });
    },

    async roomEvents({ query }) {
      if ((await roomMemberId(db, query.roomId)) === undefined) {
        throw notFound(`Room ${query.roomId} not found`);
      }
      return listRoomEvents(db, query.roomId);
    },

    async history({ query, user }) {
      const memberId = await roomMemberId(db, query.roomId);
      if (memberId === undefined) throw notFound(`Room ${query.roomId} not found`);
      if (user.role !== 'admin' && user.id !== memberId) {
        throw forbidden('Members can only read their own support room');
      }
      const cursorId = query.before ?? query.after;
      const cursorField = query.before ? 'before' : 'after';
      let cursorSeq: number | undefined;
      if (cursorId) {
        cursorSeq = await messageSeq(db, query.roomId, cursorId);
        if (cursorSeq === undefined) {
          throw badRequest(`${cursorField}: no message ${cursorId} in this room`, cursorField);
        }
      }
      return listMessages(db, query.roomId, {
        take: query.take,
        ...(cursorSeq !== undefined &&
          (query.before ? { beforeSeq: cursorSeq } : { afterSeq: cursorSeq })),
      });
    },
  };
}
