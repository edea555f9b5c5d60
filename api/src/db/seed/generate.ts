import { base, en, Faker } from '@faker-js/faker';
import {
  couponStatuses,
  fundingCategories,
  fundingStatuses,
  memberStatuses,
  type CouponStatus,
  type FundingCategory,
  type FundingStatus,
  type MemberStatus,
} from '@backoffice/shared/contract';
import { DEMO_ADMIN, DEMO_MEMBER, DEMO_REVIEWER } from './demo-accounts';
import { ADMIN_REPLIES, MEMBER_MESSAGES, pickBy, storyFor } from './texts';

const SEED = 20_240_615;
const DAY = 86_400_000;
const HOUR = 3_600_000;

export const SEED_COUNTS = {
  members: 200,
  fundingRequests: 320,
  rooms: 30,
  coupons: 25,
  adminNotifications: 24,
} as const;

type Row = Record<string, unknown>;

export interface SeedData {
  members: Row[];
  fundingRequests: Row[];
  documents: Row[];
  notes: Row[];
  history: Row[];
  rooms: Row[];
  messages: Row[];
  coupons: Row[];
  redemptions: Row[];
  notifications: Row[];
  reports: Row[];
}

const REPORT_REASONS = [
  'Asked me for money in a private message',
  'Posted the same campaign under two names',
  'Rude and threatening replies in the comments',
  'Shared photos that are not theirs',
] as const;

const TITLE_TEMPLATES: Record<FundingCategory, readonly string[]> = {
  medical: [
    'Surgery costs for {name}',
    'Cancer treatment for {name}',
    'Physiotherapy after an accident',
  ],
  education: [
    'University fees for {name}',
    'Laptop and books for the school year',
    'Vocational course in nursing',
  ],
  housing: [
    'Rent arrears after job loss',
    'Repairing storm damage to our home',
    'Deposit for a safe flat',
  ],
  emergency: [
    'Flood recovery for the {last} family',
    'Funeral costs for our father',
    'Fire destroyed our belongings',
  ],
  community: [
    'Community garden in {city}',
    'Youth football club kits',
    'Free meals at the {city} food bank',
  ],
  other: ['Wheelchair-accessible van', 'Guide dog training', 'Starting a small bakery'],
};

const DOCUMENT_KINDS = [
  'identity',
  'invoice',
  'medical_report',
  'photo',
  'quote',
  'letter',
] as const;
const REJECT_REASONS = [
  'Documents could not be verified',
  'Duplicate of an earlier request',
  'Outside the platform guidelines',
];
const NOTE_TEXTS = [
  'Could you upload a recent invoice for the costs listed?',
  'Thanks, the documents look complete now.',
  'Please confirm the bank details on file are current.',
  'We need a letter from the school to confirm the enrolment.',
  'Your request is with the review team; expect an answer this week.',
];

/**
 * The statuses the seed spreads requests over. `needs_info` is left out so the seed,
 * and the counts other suites read from it, stay as they were before that status existed.
 */
const SEEDED_STATUSES = fundingStatuses.filter(
  (status): status is Exclude<FundingStatus, 'needs_info'> => status !== 'needs_info',
);
type SeededStatus = (typeof SEEDED_STATUSES)[number];

/** Statuses a reviewer may still approve from (see the amounts below). */
const AWAITING_DECISION: ReadonlySet<FundingStatus> = new Set(['pending', 'under_review']);

/** Status paths that respect the contract's transitions, from pending to each final status. */
const STATUS_PATHS: Record<SeededStatus, readonly FundingStatus[]> = {
  pending: [],
  under_review: ['under_review'],
  approved: ['under_review', 'approved'],
  rejected: ['under_review', 'rejected'],
  funded: ['approved', 'funded'],
  closed: ['approved', 'funded', 'closed'],
};

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Seeded members have no photo (the UI shows initials): a remote image would fail offline and under
 * the CSP. The photo is still drawn so the seed's random sequence, and every other value, is unchanged.
 */
const noPhoto = (_drawn: string | null): null => null;

/** Deterministic for a given `now`: every date is relative to it. */
export function generateSeedData(now: Date): SeedData {
  const faker = new Faker({ locale: [en, base], seed: SEED });
  const nowMs = now.getTime();
  const admins = [DEMO_ADMIN, DEMO_REVIEWER];

  const members = Array.from({ length: SEED_COUNTS.members }, (_, index) => {
    const first = faker.person.firstName();
    const last = faker.person.lastName();
    const isDemo = index === 0;
    // The first members cover every status; the rest are mostly active, as on a live platform.
    const status: MemberStatus = isDemo
      ? 'active'
      : index <= memberStatuses.length
        ? memberStatuses[index - 1]!
        : faker.helpers.weightedArrayElement([
            { weight: 82, value: 'active' as const },
            { weight: 11, value: 'suspended' as const },
            { weight: 7, value: 'deactivated' as const },
          ]);
    const joinedAt = nowMs - faker.number.int({ min: 1, max: 720 }) * DAY - faker.number.int(DAY);
    return {
      id: `MEM-${1000 + index}`,
      full_name: isDemo ? DEMO_MEMBER.name : `${first} ${last}`,
      email: isDemo
        ? DEMO_MEMBER.email
        : faker.internet.email({ firstName: first, lastName: last }).toLowerCase(),
      phone: faker.helpers.replaceSymbols('+1 (###) ###-####'),
      avatar_url: noPhoto(faker.datatype.boolean(0.8) ? faker.image.avatar() : null),
      status,
      status_reason:
        status === 'suspended'
          ? 'Repeated reports from other members'
          : status === 'deactivated'
            ? "Closed at the member's request"
            : null,
      verified: isDemo || faker.datatype.boolean(0.65),
      joined_at: iso(joinedAt),
      last_active_at: faker.datatype.boolean(0.9)
        ? iso(faker.number.int({ min: joinedAt, max: nowMs - HOUR }))
        : null,
      location: `${faker.location.city()}, ${faker.location.country()}`,
      donations: faker.number.int({ min: 0, max: 40 }),
      currency: 'USD',
    };
  });

  const fundingRequests: Row[] = [];
  const documents: Row[] = [];
  const notes: Row[] = [];
  const history: Row[] = [];
  for (let index = 0; index < SEED_COUNTS.fundingRequests; index += 1) {
    const id = `FR-${10001 + index}`;
    const status = SEEDED_STATUSES[index % SEEDED_STATUSES.length]!;
    const category =
      fundingCategories[Math.floor(index / SEEDED_STATUSES.length) % fundingCategories.length]!;
    // The demo member owns a handful, so their profile has something to show.
    const requester = index % 40 === 0 ? members[0]! : faker.helpers.arrayElement(members);
    const createdAt =
      nowMs -
      faker.number.int({ min: 0, max: 89 }) * DAY -
      faker.number.int({ min: 0, max: 20 * HOUR });
    // Requests still awaiting a decision stay at or under the default four-eyes threshold
    // ($10,000), so one reviewer may approve each as before; the same draw keeps the
    // rest of the seed unchanged.
    const requestedUnits = faker.number.int({ min: 5, max: 500 });
    const requested = AWAITING_DECISION.has(status)
      ? requestedUnits * 2_000
      : requestedUnits * 10_000;
    const raisedShare =
      status === 'funded' || status === 'closed'
        ? 1
        : status === 'approved'
          ? faker.number.float({ min: 0.1, max: 0.9 })
          : 0;
    const [firstName = '', lastName = ''] = String(requester.full_name).split(' ');
    const title = faker.helpers
      .arrayElement(TITLE_TEMPLATES[category])
      .replace('{name}', firstName)
      .replace('{last}', lastName)
      .replace('{city}', faker.location.city());

    let at = createdAt;
    const step = () => {
      at = Math.min(nowMs - 60_000, at + faker.number.int({ min: HOUR, max: 4 * DAY }));
      return at;
    };
    history.push({
      funding_request_id: id,
      at: iso(createdAt),
      actor: requester.full_name,
      action: 'created',
      from_status: null,
      to_status: null,
      reason: null,
    });
    let from: FundingStatus = 'pending';
    for (const to of STATUS_PATHS[status]) {
      history.push({
        funding_request_id: id,
        at: iso(step()),
        actor: faker.helpers.arrayElement(admins).name,
        action: 'status_changed',
        from_status: from,
        to_status: to,
        reason: to === 'rejected' ? faker.helpers.arrayElement(REJECT_REASONS) : null,
      });
      from = to;
    }
    const noteCount = faker.number.int({ min: 0, max: 3 });
    for (let n = 0; n < noteCount; n += 1) {
      const author = faker.helpers.arrayElement(admins);
      notes.push({
        id: faker.string.uuid(),
        funding_request_id: id,
        content: faker.helpers.arrayElement(NOTE_TEXTS),
        author_id: author.id,
        author_name: author.name,
        created_at: iso(step()),
      });
    }
    const documentCount = faker.number.int({ min: 1, max: 4 });
    for (let position = 0; position < documentCount; position += 1) {
      const kind = faker.helpers.arrayElement(DOCUMENT_KINDS);
      const name = `${kind.replace('_', '-')}-${position + 1}.${kind === 'photo' ? 'jpg' : 'pdf'}`;
      documents.push({
        id: faker.string.uuid(),
        funding_request_id: id,
        name,
        url: `https://files.example.org/funding/${id}/${name}`,
        kind,
        position,
      });
    }
    fundingRequests.push({
      id,
      title,
      story: storyFor(category, faker.lorem.paragraphs({ min: 2, max: 4 }, '\n\n')),
      category,
      amount_requested: requested,
      amount_raised: Math.round(requested * raisedShare),
      currency: 'USD',
      status,
      requester_id: requester.id,
      private_note: faker.datatype.boolean(0.25)
        ? 'Called the requester to confirm the details.'
        : '',
      created_at: iso(createdAt),
      updated_at: iso(at),
    });
  }

  const rooms: Row[] = [];
  const messages: Row[] = [];
  for (let index = 0; index < SEED_COUNTS.rooms; index += 1) {
    const member = members[index]!;
    const roomId = `room-${1000 + index}`;
    const count = faker.number.int({ min: 4, max: 30 });
    // Two rooms in three end with member messages staff have not read yet.
    const unread = index % 3 === 2 ? 0 : faker.number.int({ min: 1, max: Math.min(4, count) });
    let at = nowMs - faker.number.int({ min: 1, max: 20 }) * DAY;
    const lastAt = nowMs - faker.number.int({ min: 5, max: 24 * 60 }) * 60_000;
    const gap = Math.max(60_000, Math.floor((lastAt - at) / count));
    for (let n = 0; n < count; n += 1) {
      const fromMember = n >= count - unread || n % 2 === 0;
      at = n === count - 1 ? lastAt : at + faker.number.int({ min: 30_000, max: gap });
      messages.push({
        id: faker.string.uuid(),
        room_id: roomId,
        sender_id: fromMember ? member.id : faker.helpers.arrayElement(admins).id,
        content: pickBy(
          fromMember ? MEMBER_MESSAGES : ADMIN_REPLIES,
          faker.lorem.sentence({ min: 3, max: 18 }),
        ),
        sent_at: iso(at),
        is_read: n < count - unread,
      });
    }
    rooms.push({
      id: roomId,
      member_id: member.id,
      created_at: iso(at - 30 * DAY),
      updated_at: iso(lastAt),
    });
  }
  messages.sort((a, b) => String(a.sent_at).localeCompare(String(b.sent_at)));

  const usedCodes = new Set<string>();
  const coupons = Array.from({ length: SEED_COUNTS.coupons }, (_, index) => {
    const status: CouponStatus = couponStatuses[index % couponStatuses.length]!;
    let code: string;
    do {
      code =
        `${faker.word.adjective({ length: { min: 4, max: 8 } })}${faker.number.int({ min: 5, max: 50 })}`.toUpperCase();
    } while (usedCodes.has(code));
    usedCodes.add(code);
    const percent = faker.datatype.boolean();
    const value = percent
      ? faker.helpers.arrayElement([5, 10, 15, 20, 25, 50])
      : faker.number.int({ min: 5, max: 50 }) * 100;
    const startsAt =
      status === 'scheduled'
        ? nowMs + faker.number.int({ min: 1, max: 20 }) * DAY
        : nowMs - faker.number.int({ min: 10, max: 80 }) * DAY;
    const expiresAt =
      status === 'expired'
        ? nowMs - faker.number.int({ min: 1, max: 9 }) * DAY
        : faker.datatype.boolean(0.7)
          ? Math.max(startsAt, nowMs) + faker.number.int({ min: 10, max: 90 }) * DAY
          : null;
    const maxRedemptions =
      status === 'exhausted'
        ? faker.number.int({ min: 10, max: 100 })
        : faker.datatype.boolean(0.6)
          ? faker.number.int({ min: 50, max: 500 })
          : null;
    const redemptions =
      status === 'scheduled'
        ? 0
        : status === 'exhausted'
          ? maxRedemptions!
          : faker.number.int({ min: 0, max: Math.max(0, (maxRedemptions ?? 80) - 1) });
    const perUse = percent ? faker.number.int({ min: 200, max: 2000 }) : value;
    return {
      id: `cpn-${1000 + index}`,
      code,
      description: faker.helpers.arrayElement([
        'Waives the platform fee for first-time campaigns',
        'Partner discount for community organisations',
        'Holiday giving boost',
        'Thank-you offer for returning donors',
      ]),
      discount_type: percent ? 'percent' : 'fixed',
      value,
      currency: 'USD',
      max_redemptions: maxRedemptions,
      per_member_limit: faker.datatype.boolean(0.5) ? faker.number.int({ min: 1, max: 3 }) : null,
      redemptions,
      discount_given: redemptions * perUse,
      starts_at: iso(startsAt),
      expires_at: expiresAt === null ? null : iso(expiresAt),
      revoked_at:
        status === 'revoked' ? iso(nowMs - faker.number.int({ min: 1, max: 5 }) * DAY) : null,
      revoke_reason: status === 'revoked' ? 'Code was shared publicly' : null,
      created_at: iso(Math.min(startsAt, nowMs) - faker.number.int({ min: 1, max: 10 }) * DAY),
      created_by: faker.helpers.arrayElement(admins).name,
    };
  });

  const notifications: Row[] = [];
  const reports: Row[] = [];
  for (const admin of admins) {
    for (let index = 0; index < SEED_COUNTS.adminNotifications; index += 1) {
      const request = faker.helpers.arrayElement(fundingRequests);
      const room = faker.helpers.arrayElement(rooms);
      const kind = index % 3;
      const createdAt = iso(nowMs - index * 5 * HOUR - faker.number.int(HOUR));
      const reported = kind === 2 ? faker.helpers.arrayElement(members) : undefined;
      if (reported) {
        const reporter = faker.helpers.arrayElement(members.filter((m) => m !== reported));
        reports.push({
          id: faker.string.uuid(),
          member_id: reported.id,
          reporter_id: reporter.id,
          reason: faker.helpers.arrayElement(REPORT_REASONS),
          created_at: createdAt,
        });
      }
      notifications.push({
        id: faker.string.uuid(),
        user_id: admin.id,
        title:
          kind === 0
            ? 'New support message'
            : kind === 1
              ? 'New funding request'
              : 'Member reported',
        body:
          kind === 0
            ? pickBy(MEMBER_MESSAGES, faker.lorem.sentence())
            : kind === 1
              ? `${String(request.title)} (${String(request.id)})`
              : `${String(reported?.full_name)} was reported by another member`,
        read: index >= 8,
        data:
          kind === 0
            ? { screen: 'SupportChat', roomId: room.id }
            : kind === 1
              ? { screen: 'FundingRequest', fundingRequestId: request.id }
              : { screen: 'Member', memberId: reported?.id },
        created_at: createdAt,
      });
    }
  }

  const redemptions = generateRedemptions(faker, nowMs, coupons, members);

  return {
    members,
    fundingRequests,
    documents,
    notes,
    history,
    rooms,
    messages,
    coupons,
    redemptions,
    notifications,
    reports,
  };
}

/**
 * Per-member records of the coupons' latest uses (the coupons' counts also hold older ones), the
 * demo member among them. Drawn after everything else, so the values seeded before stay the same.
 */
function generateRedemptions(
  faker: Faker,
  nowMs: number,
  coupons: readonly Row[],
  members: readonly Row[],
): Row[] {
  const demoMember = members[0]!;
  const records: Row[] = [];
  coupons.forEach((coupon, index) => {
    const count = Number(coupon.redemptions);
    if (count === 0) return;
    const perUse = Math.round(Number(coupon.discount_given) / count);
    const endsAt = Math.min(
      nowMs - HOUR,
      ...[coupon.expires_at, coupon.revoked_at]
        .filter((at): at is string => typeof at === 'string')
        .map((at) => Date.parse(at)),
    );
    const startsAt = Math.max(Date.parse(String(coupon.starts_at)), endsAt - 30 * DAY);
    const takers = faker.helpers.arrayElements(members.slice(1), Math.min(count, 6));
    // The demo member used the first two coupons that were live in the last days.
    if (records.filter((record) => record.member_id === demoMember.id).length < 2) {
      if (endsAt >= nowMs - HOUR && startsAt <= nowMs - 5 * DAY) takers.unshift(demoMember);
    }
    takers.forEach((member, position) => {
      records.push({
        id: `rdm-${1000 + index}-${position}`,
        coupon_id: coupon.id,
        member_id: member.id,
        discount_given: perUse,
        redeemed_at: iso(
          member === demoMember
            ? nowMs - faker.number.int({ min: 1, max: 4 }) * DAY - faker.number.int(HOUR)
            : faker.number.int({ min: startsAt, max: Math.max(startsAt, endsAt) }),
        ),
      });
    });
  });
  return records;
}
