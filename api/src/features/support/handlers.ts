import type { ApiContext } from '../../http/context';
import { badRequest, forbidden, notFound } from '../../http/errors';
import type { EndpointHandlers } from '../../http/handlers';
import {
  ensureRoomForMember,
  listMessages,
  listRooms,
  messageSeq,
  roomMemberId,
} from './repository';

type SupportHandlers = Pick<EndpointHandlers, 'rooms' | 'startChat' | 'history'>;

export function supportHandlers({ db }: ApiContext): SupportHandlers {
  return {
    async rooms() {
      return { rooms: await listRooms(db) };
    },

    async startChat({ body }) {
      const [member] = await db.query<{ id: string }>('SELECT id FROM members WHERE id = $1', [
        body.memberId,
      ]);
      if (!member) throw notFound(`Member ${body.memberId} not found`);
      return ensureRoomForMember(db, member.id);
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
