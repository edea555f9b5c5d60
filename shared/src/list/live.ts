/**
 * Live lists: open lists and detail pages refetch this often, so a change another admin
 * makes shows within 2 s without a reload. Polling rather than events over the socket: the one
 * socket is support's chat namespace (docs/spec.md §7), whose events and delivery rules are the
 * product's; funding, member and coupon changes would need new server events on it and a fan-out
 * across instances, while one small list request per open page every 1.5 s is cheap for a staff
 * tool (the api answers repeated pages from its read cache until something is written).
 */
export const LIVE_REFETCH_MS = 1500;

/** How long a row changed by someone else stays marked. */
export const CHANGED_MARK_MS = 4000;
