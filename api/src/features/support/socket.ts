import {
  roomPayloadSchema,
  markAsReadSchema,
  recordRefSchema,
  recordViewingSchema,
  recordWatchSchema,
  MFA_ENROLMENT_REQUIRED,
  permissionRefusal,
  roleMay,
  sendMessageSchema,
  socketEventPermissions,
  SESSION_CLOSED_MESSAGES,
  SOCKET_QUEUE_FULL_MESSAGE,
  SUPPORT_NAMESPACE,
  type AuthUser,
  type ClientToServerEvents,
  type RecordKind,
  type Message,
  type ServerToClientEvents,
  type SessionClosedReason,
  type RoomInboxChanged,
} from '@backoffice/shared/contract';
import type { Namespace, Server, Socket } from 'socket.io';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import type { Revoked, TokenRevocations } from '../../auth/revocations';
import type { Sessions } from '../../auth/sessions';
import type { StaffDirectory } from '../../auth/staff-directory';
import { TokenError, type VerifiedToken } from '../../auth/tokens';
import { createActivityThrottle } from '../members/activity';
import { touchMemberActivity } from '../members/repository';
import { createMessageWriter } from './message-writer';
import { markMessagesRead, roomMemberId, type StoredMessage } from './repository';
import { reopenedByMemberMessage } from './inbox-repository';
import { shareStoredMessages } from '../../realtime/instances';
import { createRoomPresence, staffChannel } from './presence';
import { createRecordPresence, recordsChannel } from './record-presence';
import {
  createAgentSockets,
  queueForRouting,
  routeConversations,
  ROUTING_TICK_MS,
} from './routing';
import { createSocketQueue } from './socket-queue';

/** The socket.io room every admin joins through `joinGlobalEvent`. */
export const GLOBAL_CHANNEL = 'global';

/** Tells every admin socket that a room's owner or status changed. */
export function inboxBroadcaster(io: Server): (change: RoomInboxChanged) => void {
  return (change) => io.of(SUPPORT_NAMESPACE).to(GLOBAL_CHANNEL).emit('roomInboxChanged', change);
}

/** setTimeout's longest delay; a later expiry re-arms the timer when it fires. */
const MAX_TIMER_MS = 2 ** 31 - 1;

interface SocketData {
  user: AuthUser;
  /** The handshake token: its expiry ends the socket, its revocation (id or family) drops it. */
  token: VerifiedToken;
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

/** Tells the client why, then disconnects from the server side (the client does not reconnect). */
function closeSession(socket: SupportSocket, reason: SessionClosedReason) {
  if (!socket.connected) return;
  socket.emit('connectionError', { message: SESSION_CLOSED_MESSAGES[reason] });
  socket.disconnect(true);
}

function closeSessionsWhere(
  nsp: Namespace,
  reason: SessionClosedReason,
  matches: (data: SocketData) => boolean,
) {
  for (const socket of nsp.sockets.values()) {
    const support = socket as SupportSocket;
    if (matches(support.data)) closeSession(support, reason);
  }
}

const revokedMatches = (revoked: Revoked) => (data: SocketData) =>
  'jti' in revoked ? data.token.jti === revoked.jti : data.token.family === revoked.family;

/**
 * A revoked token, a closed member account (suspended, deactivated, signed out everywhere) and a
 * disabled staff account lose their sockets here at once; every instance hears of the change.
 */
function closeSessionsWhenClosed(
  nsp: Namespace,
  deps: { sessions: Sessions; staff: StaffDirectory; revocations: TokenRevocations },
) {
  deps.revocations.onRevoke((revoked) =>
    closeSessionsWhere(nsp, revoked.reason ?? 'revoked', revokedMatches(revoked)),
  );
  deps.sessions.onAccountClosed((memberId, reason) =>
    closeSessionsWhere(nsp, reason, (data) => data.user.id === memberId),
  );
  deps.staff.onDisabled((staffId) =>
    closeSessionsWhere(nsp, 'deactivated', (data) => data.user.id === staffId),
  );
}

/** The handshake needs a valid session's access token; the socket keeps its user and token. */
function authenticateHandshake(sessions: Sessions): Parameters<Namespace['use']>[0] {
  return (socket, next) => {
    const auth = socket.handshake.auth as { token?: unknown } | undefined;
    const token = typeof auth?.token === 'string' ? auth.token.replace(/^Bearer /, '') : '';
    if (!token) {
      next(new Error('unauthorized: missing access token'));
      return;
    }
    sessions.authenticate(token).then(
      (verified) => {
        (socket as SupportSocket).data.user = verified.user;
        (socket as SupportSocket).data.token = verified;
        next();
      },
      (error: unknown) => {
        const reason = error instanceof TokenError ? error.message : 'invalid access token';
        next(new Error(`unauthorized: ${reason}`));
      },
    );
  };
}

/** Ends the socket when its token expires. */
function closeAtExpiry(socket: SupportSocket): () => void {
  let timer: NodeJS.Timeout;
  const arm = () => {
    const left = socket.data.token.expiresAt.getTime() - Date.now();
    if (left <= 0) {
      closeSession(socket, 'expired');
      return;
    }
    timer = setTimeout(arm, Math.min(left, MAX_TIMER_MS));
  };
  arm();
  return () => clearTimeout(timer);
}

/**
 * The /support namespace (docs/design.md §3). Delivery rule: the sender's socket gets exactly one
 * event for its own message, `messageSent`; `receiveMessage`, `newMessage` and
 * `messageSentToGlobalEvent` go to every other socket in the room / global channel.
 * `messagesRead` goes to the whole room, the reader's socket included, and a staff read also to
 * the global channel's sockets outside the room.
 *
 * Sessions: every event is checked against the session first; a suspended account,
 * a revoked token or an expired one ends the socket with `connectionError` and a disconnect.
 * That check, the staff role and a joined room's member are answered from memory, so a
 * message costs one statement (see `storeMessage`) and its broadcasts.
 * Each socket's events run in order through its queue (`./socket-queue`), bounded by count, not by
 * rate: past the bound the event is dropped and the client told once, until there is room again.
 */
export function attachSupportNamespace(
  io: Server,
  deps: {
    db: Database;
    sessions: Sessions;
    staff: StaffDirectory;
    revocations: TokenRevocations;
    queueLimits: { member: number; staff: number };
    /** Other api instances share this database (and the socket.io adapter). */
    shared: boolean;
    logError: (error: unknown, event: string) => void;
    /** Once per message sent on to its room (a metrics counter: nothing that waits). */
    onMessageDelivered?: () => void;
    /** Tests: how long an agent is offline before their unanswered conversations return. */
    routingOfflineReturnMs?: number;
  },
): { stop: () => void } {
  const { db, sessions, staff, revocations, queueLimits, shared, logError } = deps;
  const nsp = io.of(SUPPORT_NAMESPACE);
  const presence = createRoomPresence(nsp);
  const recordPresence = createRecordPresence(nsp);
  const memberActivity = createActivityThrottle();
  /** The other sockets' events for a new message; `except`: the sender's socket, if here. */
  function deliverHere(message: Message, except?: string) {
    const local = (channel: string) => nsp.to(channel).except(except ?? []).local;
    local(message.roomId).emit('receiveMessage', message);
    local(message.roomId).emit('newMessage', message);
    local(GLOBAL_CHANNEL).emit('messageSentToGlobalEvent', message);
  }
  const tellOtherInstances = shared
    ? shareStoredMessages(io, (messages) => {
        for (const message of messages) deliverHere(message);
      })
    : undefined;
  const router = createRouter();
  const writer = createMessageWriter(db, (stored) => {
    const created = stored.filter((result) => result.created);
    if (created.length) tellOtherInstances?.(created.map((result) => result.message));
    // A staff message carries its author's name; a member's none.
    const fromMembers = created.filter((result) => result.message.senderName === undefined);
    if (fromMembers.length) {
      const rooms = fromMembers.map(({ message, reopened }) => ({
        roomId: message.roomId,
        reopened,
      }));
      queueForRouting(db, rooms).then(
        (queued) => queued && router.kick(),
        (error: unknown) => logError(error, 'routing'),
      );
    }
  });

  /**
   * Conversations routed by capacity (see `./routing`): a pass when a member's message queues a
   * room or an agent connects, and every `ROUTING_TICK_MS` for room freed, agents back and agents
   * long gone. One pass at a time here; the database lock keeps instances from overlapping.
   */
  function createRouter() {
    let running: Promise<void> | null = null;
    let again = false;
    const pass = async () => {
      const changes = await routeConversations(db, deps.routingOfflineReturnMs);
      for (const change of changes) nsp.to(GLOBAL_CHANNEL).emit('roomInboxChanged', change);
    };
    const kick = (): void => {
      if (running) {
        again = true;
        return;
      }
      running = pass()
        .catch((error: unknown) => logError(error, 'routing'))
        .finally(() => {
          running = null;
          if (again) {
            again = false;
            kick();
          }
        });
    };
    const tick = setInterval(kick, ROUTING_TICK_MS);
    tick.unref();
    return { kick, stop: () => clearInterval(tick) };
  }
  const agentSockets = createAgentSockets(db, (error) => logError(error, 'agent sockets'));

  closeSessionsWhenClosed(nsp, { sessions, staff, revocations });
  nsp.use(authenticateHandshake(sessions));

  nsp.on('connection', (rawSocket) => {
    const socket = rawSocket as SupportSocket;
    const user = socket.data.user;
    const stopExpiryTimer = closeAtExpiry(socket);
    socket.on('disconnect', () => {
      stopExpiryTimer();
      presence.leaveAll(socket.id);
      recordPresence.leaveAll(socket.id);
      agentSockets.disconnected(socket.id);
    });
    // Staff who may chat are agents the router may give conversations to while connected.
    if (user.role === 'admin') {
      staff
        .knownAccount(user.id)
        .then(async (account) => {
          if (!account || !roleMay(account.role, 'chat') || !socket.connected) return;
          await agentSockets.connected(socket.id, user.id);
          // A disconnect while the row was written: it goes now.
          if (!socket.connected) agentSockets.disconnected(socket.id);
          else router.kick();
        })
        .catch((error: unknown) => logError(error, 'agent sockets'));
    }

    /** The member of each room this socket joined: a room's member never changes. */
    const joinedRooms = new Map<string, string>();

    /** Admins may use any room; a member only their own. Throws if the room is not usable. */
    async function requireRoomAccess(roomId: string): Promise<string> {
      const memberId = joinedRooms.get(roomId) ?? (await roomMemberId(db, roomId));
      if (memberId === undefined) throw new SocketRequestError(`Room ${roomId} not found`);
      if (user.role !== 'admin' && memberId !== user.id) {
        throw new SocketRequestError('unauthorized: members can only use their own room');
      }
      return memberId;
    }

    const queue = createSocketQueue({
      limit: user.role === 'admin' ? queueLimits.staff : queueLimits.member,
      onFull: () => socket.emit('connectionError', { message: SOCKET_QUEUE_FULL_MESSAGE }),
      onError: (error) => logError(error, 'socket queue'),
    });

    /**
     * A staff socket's current role must allow the event, per the contract's table, and
     * an account that must enrol two-factor first may do nothing here (docs/security.md).
     */
    async function requireStaffPermission(event: keyof ClientToServerEvents) {
      if (user.role !== 'admin') return;
      const account = await staff.knownAccount(user.id);
      if (account?.mustEnrol) throw new SocketRequestError(`${event}: ${MFA_ENROLMENT_REQUIRED}`);
      const role = account?.role;
      const permission = socketEventPermissions[event];
      if (role && !roleMay(role, permission)) {
        throw new SocketRequestError(`${event}: ${permissionRefusal(role, permission)}`);
      }
    }

    function report(event: keyof ClientToServerEvents, error: unknown) {
      if (error instanceof SocketRequestError) {
        socket.emit('connectionError', { message: error.message });
        return;
      }
      socket.emit('connectionError', { message: `${event} failed` });
      logError(error, event);
    }

    /** Never rejects, so the queue goes on after a failed event. */
    async function run(event: keyof ClientToServerEvents, work: () => Promise<void>) {
      if (!socket.connected) return;
      try {
        const closed = await sessions.knownClosedReason(socket.data.token);
        if (closed) {
          closeSession(socket, closed);
          return;
        }
        await requireStaffPermission(event);
        await work();
      } catch (error) {
        report(event, error);
      }
    }

    function handle(event: keyof ClientToServerEvents, work: (payload: unknown) => Promise<void>) {
      socket.on(event, (payload: unknown) => {
        queue.push(() => run(event, () => work(payload)));
      });
    }

    handle('joinGlobalEvent', async () => {
      if (user.role !== 'admin') {
        throw new SocketRequestError('unauthorized: only admins can join the global channel');
      }
      await socket.join(GLOBAL_CHANNEL);
    });

    handle('joinRoom', async (payload) => {
      const { roomId } = parsePayload(roomPayloadSchema, payload, 'joinRoom');
      const memberId = await requireRoomAccess(roomId);
      await socket.join(roomId);
      joinedRooms.set(roomId, memberId);
    });

    handle('leaveRoom', async (payload) => {
      const { roomId } = parsePayload(roomPayloadSchema, payload, 'leaveRoom');
      joinedRooms.delete(roomId);
      await socket.leave(roomId);
      await socket.leave(staffChannel(roomId));
      presence.leave(roomId, socket.id);
    });

    /** Collision presence (see `./presence`): staff only, in a room that exists. */
    async function sharePresence(event: 'roomViewing' | 'roomTyping', payload: unknown) {
      if (user.role !== 'admin') {
        throw new SocketRequestError(`${event}: only staff share presence in a room`);
      }
      const { roomId } = parsePayload(roomPayloadSchema, payload, event);
      if (!presence.has(roomId, socket.id)) {
        await requireRoomAccess(roomId);
        await socket.join(staffChannel(roomId));
      }
      // A disconnect during the checks has already cleared this socket's presence.
      if (!socket.connected) return;
      presence.refresh(
        roomId,
        { id: socket.id, tell: (news) => socket.emit('roomPresence', news) },
        { id: user.id, name: user.name },
        event === 'roomTyping' ? 'typing' : 'viewing',
      );
    }
    handle('roomViewing', (payload) => sharePresence('roomViewing', payload));
    handle('roomTyping', (payload) => sharePresence('roomTyping', payload));

    /** Presence on requests and members (see `./record-presence`): staff only. */
    const watchedKinds = new Set<string>();
    async function watchRecords(event: keyof ClientToServerEvents, kind: RecordKind) {
      if (user.role !== 'admin') {
        throw new SocketRequestError(`${event}: only staff share presence on records`);
      }
      if (watchedKinds.has(kind)) return;
      watchedKinds.add(kind);
      await socket.join(recordsChannel(kind));
      for (const news of recordPresence.present(kind)) socket.emit('recordPresence', news);
    }
    handle('recordWatch', async (payload) => {
      const { kind } = parsePayload(recordWatchSchema, payload, 'recordWatch');
      await watchRecords('recordWatch', kind);
    });
    handle('recordViewing', async (payload) => {
      const { reviewing, ...ref } = parsePayload(recordViewingSchema, payload, 'recordViewing');
      await watchRecords('recordViewing', ref.kind);
      if (!socket.connected) return;
      recordPresence.refresh(ref, socket.id, { id: user.id, name: user.name }, reviewing);
    });
    handle('recordLeave', async (payload) => {
      if (user.role !== 'admin') return;
      recordPresence.leave(parsePayload(recordRefSchema, payload, 'recordLeave'), socket.id);
    });

    handle('sendMessage', async (payload) => {
      const input = parsePayload(sendMessageSchema, payload, 'sendMessage');
      await requireRoomAccess(input.roomId);
      // Persist first: nobody hears of a message the database does not hold. The writer stores a
      // burst a batch per statement, so this socket's next events go on meanwhile; its messages
      // are still confirmed and broadcast in the order they came.
      const fromMember = user.role !== 'admin';
      const stored = writer.store({
        roomId: input.roomId,
        senderId: user.id,
        content: input.content,
        ...(input.clientMessageId && { clientMessageId: input.clientMessageId }),
        fromMember,
        touchActivity: fromMember && memberActivity.due(user.id),
      });
      queue.holdUntil(
        stored
          .then((result) => announce(input.roomId, result))
          .catch((error: unknown) => report('sendMessage', error)),
      );
    });

    async function announce(roomId: string, { message, created, reopened }: StoredMessage) {
      socket.emit('messageSent', message);
      // The reply is out: the other staff see it land above their draft, and the typing end.
      if (user.role === 'admin') presence.stopTyping(roomId, socket.id);
      // A resend of a stored client message id is confirmed to the sender only: the room
      // heard of that message when it was first stored.
      if (!created) return;
      deps.onMessageDelivered?.();
      deliverHere(message, socket.id);
      // A member message reopens a resolved or snoozed room.
      if (reopened) {
        nsp.to(GLOBAL_CHANNEL).emit('roomInboxChanged', await reopenedByMemberMessage(db, roomId));
      }
    }

    handle('markAsRead', async (payload) => {
      const input = parsePayload(markAsReadSchema, payload, 'markAsRead');
      const memberId = await requireRoomAccess(input.roomId);
      const messageIds = await markMessagesRead(
        db,
        { id: input.roomId, memberId },
        user.role,
        input.messageIds,
      );
      if (user.role === 'member' && memberActivity.due(user.id))
        await touchMemberActivity(db, user.id);
      if (!messageIds.length) return;
      const receipt = { roomId: input.roomId, messageIds };
      nsp.to(input.roomId).emit('messagesRead', receipt);
      // Staff read the member's messages for the whole team: the other staff's unread counts
      // (room list, nav badge) follow, once per socket (those in the room heard it above).
      if (user.role === 'admin')
        nsp.to(GLOBAL_CHANNEL).except(input.roomId).emit('messagesRead', receipt);
    });
  });
  return {
    stop: () => {
      router.stop();
      agentSockets.stop();
    },
  };
}
