import { DEFAULT_SECOND_APPROVAL_THRESHOLD } from '@backoffice/shared/contract';
import { DEMO_ADMIN, DEMO_REVIEWER, DEMO_SUPPORT } from './demo-accounts';
import type { SeedData } from './generate';

type Row = Record<string, unknown>;

const HOUR = 3_600_000;

/**
 * Under-review requests (counted from the oldest) raised above the four-eyes threshold; the first
 * two of them already have a reviewer's first approval, so the second-approval queue of a fresh
 * install has work in it. The oldest few are left as they are, for suites that decide them.
 */
const ABOVE_THRESHOLD_FROM = 10;
const ABOVE_THRESHOLD_COUNT = 6;
const FIRST_APPROVALS = 2;
/** Rooms assigned to the demo support account (not the demo member's own room, room-1000). */
const SUPPORT_ROOMS = ['room-1003', 'room-1006', 'room-1009'];

const SAVED_REPLIES = [
  {
    title: 'Greeting',
    body: 'Hi {firstName}, thanks for getting in touch. Let me look into this for you.',
  },
  {
    title: 'Documents needed',
    body: 'Hi {firstName}, to continue we need a recent invoice or quote. You can upload it from your request page.',
  },
  {
    title: 'Review timing',
    body: 'Hi {firstName}, requests are usually decided within three working days. We will message you as soon as there is news.',
  },
  {
    title: 'Closing the conversation',
    body: 'Glad that is sorted, {firstName}. I will close this conversation now; write again any time.',
  },
];

export interface ShowcaseRows {
  savedReplies: Row[];
  roomEvents: Row[];
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Makes the generated demo data show every feature without drawing from the
 * seed's random sequence, so every other seeded value stays as it was: requests above the
 * four-eyes threshold (some with a first approval), rooms assigned to the support account and
 * saved replies. Overdue items need nothing added: the seed's waiting rooms and old requests are
 * past the default targets.
 */
export function addShowcase(data: SeedData, now: Date): ShowcaseRows {
  const nowMs = now.getTime();
  const underReview = data.fundingRequests
    .filter((request) => request.status === 'under_review')
    .sort((a, b) => String(a.created_at).localeCompare(String(b.created_at)));
  underReview
    .slice(ABOVE_THRESHOLD_FROM, ABOVE_THRESHOLD_FROM + ABOVE_THRESHOLD_COUNT)
    .forEach((request, index) => {
      request.amount_requested = DEFAULT_SECOND_APPROVAL_THRESHOLD + (index + 1) * 350_000;
      if (index >= FIRST_APPROVALS) return;
      const at = Math.min(nowMs - 60_000, Date.parse(String(request.updated_at)) + HOUR);
      Object.assign(request, {
        first_approved_by_id: DEMO_REVIEWER.id,
        first_approved_by_name: DEMO_REVIEWER.name,
        first_approved_at: iso(at),
        updated_at: iso(at),
      });
      data.history.push({
        funding_request_id: request.id,
        at: iso(at),
        actor: DEMO_REVIEWER.name,
        action: 'first_approval',
        from_status: 'under_review',
        to_status: 'under_review',
        reason: null,
      });
    });

  const roomEvents: Row[] = [];
  for (const room of data.rooms) {
    if (!SUPPORT_ROOMS.includes(String(room.id))) continue;
    room.assignee_id = DEMO_SUPPORT.id;
    roomEvents.push({
      id: `seed-assign-${String(room.id)}`,
      room_id: room.id,
      at: room.updated_at,
      actor_id: DEMO_ADMIN.id,
      actor_name: DEMO_ADMIN.name,
      kind: 'assigned',
      assignee_id: DEMO_SUPPORT.id,
      assignee_name: DEMO_SUPPORT.name,
    });
  }

  const savedReplies = SAVED_REPLIES.map((reply, index) => ({
    id: `seed-reply-${index + 1}`,
    ...reply,
    created_by: DEMO_ADMIN.id,
    updated_at: iso(nowMs - (index + 1) * 24 * HOUR),
  }));
  return { savedReplies, roomEvents };
}
