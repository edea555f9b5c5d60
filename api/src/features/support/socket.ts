import {
  joinRoomSchema,
  leaveRoomSchema,
  markAsReadSchema,
  sendMessageSchema,
  SUPPORT_NAMESPACE,
  type AuthUser,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@backoffice/shared/contract';
import type { Server, Socket } from 'socket.io';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { verifyLiveAccessToken, type TokenRevocations } from '../../auth/revocations';
import { TokenError } from '../../auth/tokens';
import { insertMessage, markMessagesRead, roomMemberId } from './repository';

/** The socket.io room every admin joins through `joinGlobalEvent`. */
export const GLOBAL_CHANNEL = 'global';

interface SocketData {
  user: AuthUser;
  /** The handshake token's id, so signing that token out drops this socket. */
  jti: string | undefined;
}

/** Client payloads are untrusted until parsed with the contract's schemas. */
type UntrustedClientEvents = { [E in keyof ClientToServerEvents]: (payload: unknown) => void };

type SupportSocket = Socket<
  UntrustedClientEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;

class SocketRequestError extends Error {}

function parsePayload<S extends z.ZodType>(
  schema: S,
  payload: unknown,
  event: string,
): z.output<S> {
  const result = schema.safeParse(payload);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.map(String).join('.');
  throw new SocketRequestError(
    `${event}: ${field ? `${field}: ` : ''}${issue?.message ?? 'invalid payload'}`,
  );
}

/**
 * The /support namespace (docs/design.md §3). Delivery rule: the sender's socket gets exactly one
 * event for its own message, `messageSent`; `receiveMessage`, `newMessage` and
 * `messageSentToGlobalEvent` go to every other socket in the room / global channel.
 * `messagesRead` goes to the whole room, the reader's socket included.
 */
export function attachSupportNamespace(
  io: Server,
  deps: {
    db: Database;
    key: Uint8Array;
    revocations: TokenRevocations;
    logError: (error: unknown, event: string) => void;
  },
): void {
  const { db, key, revocations, logError } = deps;
  const nsp = io.of(SUPPORT_NAMESPACE);

  revocations.onRevoke((jti) => {
    for (const socket of nsp.sockets.values()) {
      if ((socket as SupportSocket).data.jti === jti) socket.disconnect(true);
    }
  });

  nsp.use((socket, next) => {
    const auth = socket.handshake.auth as { token?: unknown } | undefined;
    const token = typeof auth?.token === 'string' ? auth.token.replace(/^Bearer /, '') : '';
    if (!token) {
      next(new Error('unauthorized: missing access token'));
      return;
    }
    verifyLiveAccessToken(token, key, revocations).then(
      (verified) => {
        (socket as SupportSocket).data.user = verified.user;
        (socket as SupportSocket).data.jti = verified.jti;
        next();
      },
      (error: unknown) => {
        const reason = error instanceof TokenError ? error.message : 'invalid access token';
        next(new Error(`unauthorized: ${reason}`));
      },
    );
  });

  nsp.on('connection', (rawSocket) => {
    const socket = rawSocket as SupportSocket;
    const user = socket.data.user;

    /** Admins may use any room; a member only their own. Throws if the room is not usable. */
    async function requireRoomAccess(roomId: string): Promise<string> {
      const memberId = await roomMemberId(db, roomId);
      if (memberId === undefined) throw new SocketRequestError(`Room ${roomId} not found`);
      if (user.role !== 'admin' && memberId !== user.id) {
        throw new SocketRequestError('unauthorized: members can only use their own room');
      }
      return memberId;
    }

    // One socket's events run one after another, in the order they arrived: a leaveRoom must
    // not overtake the joinRoom before it while that one is still checking the database.
    let queue: Promise<void> = Promise.resolve();

    function handle(event: keyof ClientToServerEvents, work: (payload: unknown) => Promise<void>) {
      socket.on(event, (payload: unknown) => {
        queue = queue.then(() =>
          work(payload).catch((error: unknown) => {
            if (error instanceof SocketRequestError) {
              socket.emit('connectionError', { message: error.message });
              return;
            }
            socket.emit('connectionError', { message: `${event} failed` });
            logError(error, event);
          }),
        );
      });
    }

    handle('joinGlobalEvent', async () => {
      if (user.role !== 'admin') {
        throw new SocketRequestError('unauthorized: only admins can join the global channel');
      }
      await socket.join(GLOBAL_CHANNEL);
    });

    handle('joinRoom', async (payload) => {
      const { roomId } = parsePayload(joinRoomSchema, payload, 'joinRoom');
      await requireRoomAccess(roomId);
      await socket.join(roomId);
    });

    handle('leaveRoom', async (payload) => {
      const { roomId } = parsePayload(leaveRoomSchema, payload, 'leaveRoom');
      await socket.leave(roomId);
    });

    handle('sendMessage', async (payload) => {
      const input = parsePayload(sendMessageSchema, payload, 'sendMessage');
      await requireRoomAccess(input.roomId);
      // Persist first: nobody hears of a message the database does not hold.
      const message = await db.transaction((tx) =>
        insertMessage(tx, { roomId: input.roomId, senderId: user.id, content: input.content }),
      );
      socket.emit('messageSent', message);
      socket.to(input.roomId).emit('receiveMessage', message);
      socket.to(input.roomId).emit('newMessage', message);
      socket.to(GLOBAL_CHANNEL).emit('messageSentToGlobalEvent', message);
    });

    handle('markAsRead', async (payload) => {
      const input = parsePayload(markAsReadSchema, payload, 'markAsRead');
      await requireRoomAccess(input.roomId);
      const messageIds = await markMessagesRead(db, input.roomId, user.id, input.messageIds);
      if (messageIds.length)
        nsp.to(input.roomId).emit('messagesRead', { roomId: input.roomId, messageIds });
    });
  });
}
