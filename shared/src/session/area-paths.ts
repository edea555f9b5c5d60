/**
 * The routes of docs/spec.md §2, in one place: areas link into each other only through these, so a
 * route change is made once and every remote follows.
 */
export const areaPaths = {
  login: '/login',
  dashboard: '/dashboard',
  submissions: '/submissions',
  ticketDetails: (ticketId: string) =>
    `/submissions/ticket-details/${encodeURIComponent(ticketId)}`,
  members: '/members-management',
  memberProfile: (memberId: string) =>
    `/members-management/member-profile/${encodeURIComponent(memberId)}`,
  support: '/support',
  /** The support area opens the room named in `room`. */
  supportRoom: (roomId: string) => `/support?${new URLSearchParams({ room: roomId }).toString()}`,
  coupons: '/coupons',
  settings: '/settings',
} as const;
