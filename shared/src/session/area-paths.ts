/**
 * The routes of docs/spec.md §2, in one place: areas link into each other only through these, so a
 * route change is made once and every remote follows.
 */
export const areaPaths = {
  login: '/login',
  /** A staff invitation or password reset link lands here (with `?token=`). */
  setPassword: '/set-password',
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

/**
 * The pages the host renders itself: no area may claim one. Read by the host's area list and by
 * the server that writes /remotes.json (scripts/serve/runtime-files.ts imports this file by path,
 * so it stays free of imports).
 */
export const hostPagePaths: ReadonlySet<string> = new Set([
  areaPaths.login,
  areaPaths.setPassword,
  areaPaths.dashboard,
  areaPaths.settings,
]);

/** An area's mount path: one segment, so an area's routes and the host's own never nest. */
export const areaPathPattern = /^\/[a-z0-9][a-z0-9-]*$/;
