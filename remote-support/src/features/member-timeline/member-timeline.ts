import { apiRequest, areaPaths, timelineLimit, type MemberTimelinePart } from '@backoffice/shared';

/**
 * Support's part of a member's timeline (exposed as `./MemberTimeline`): their conversation, by
 * its latest message. The api keeps the member's rooms (`memberId`), so the page never holds the
 * whole inbox for one member.
 */
const supportPart: MemberTimelinePart = async (memberId, signal, request) => {
  const { rooms } = await apiRequest('rooms', { query: { memberId }, signal });
  return rooms.slice(0, timelineLimit(request)).map((room) => ({
    id: room.id,
    at: room.lastMessage?.timestamp ?? room.updatedAt,
    kind: 'Conversation',
    title: room.lastMessage ? `Latest message: ${room.lastMessage.content}` : 'Conversation opened',
    ...(room.unreadCount > 0 && { detail: `${room.unreadCount} unread` }),
    href: areaPaths.supportRoom(room.id),
  }));
};

export default supportPart;
