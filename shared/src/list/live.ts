/**
 * Live lists: open lists and detail pages refetch this often, so a change another admin
 * makes shows within 2 s without a reload. Polling rather than events over the socket: the one
 * socket is support's chat namespace (docs/spec.md §7), whose events and delivery rules are the
 * product's; funding, member and coupon changes would need new server events on it and a fan-out
 * across instances, while one small list request per open page every 1.5 s is cheap for a staff
 * tool (the api answers repeated pages from its read cache until something is written).
 */
export const LIVE_REFETCH_MS = 1500;

/**
 * A query's `refetchInterval` for what a page shows live once it has shown it: before that, a
 * failed first load stays on its error and Retry, instead of a new attempt every 1.5 s putting
 * the loading state back over it (and taking the Retry away from under the pointer).
 */
export const liveOnceShown = (query: { state: { data: unknown } }): number | false =>
  query.state.data === undefined ? false : LIVE_REFETCH_MS;

/** How long a row changed by someone else stays marked. */
export const CHANGED_MARK_MS = 4000;
