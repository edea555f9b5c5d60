/** Where the host mounts this area (SPEC.md §2); links inside the area are absolute. */
export const MEMBERS_PATH = '/members-management';

export function memberProfilePath(memberId: string): string {
  return `${MEMBERS_PATH}/member-profile/${encodeURIComponent(memberId)}`;
}

/** The submissions remote's ticket details screen. */
export function ticketDetailsPath(fundingRequestId: string): string {
  return `/submissions/ticket-details/${encodeURIComponent(fundingRequestId)}`;
}

/** The support remote opens the room named in `room`. */
export function supportRoomPath(roomId: string): string {
  return `/support?${new URLSearchParams({ room: roomId }).toString()}`;
}
