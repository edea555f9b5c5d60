import {
  memberSchema,
  memberSummarySchema,
  type Member,
  type MemberSummary,
} from '@backoffice/shared';

/** A member summary as the api sends it; parsed with the contract so fixtures cannot drift. */
export function aMemberSummary(overrides: Partial<MemberSummary> = {}): MemberSummary {
  return memberSummarySchema.parse({
    id: 'mem_0001',
    fullName: 'Amara Okafor',
    email: 'amara@example.test',
    phone: '+44 20 7946 0001',
    avatarUrl: null,
    status: 'active',
    verified: true,
    joinedAt: '2025-03-14T09:30:00.000Z',
    lastActiveAt: '2026-01-02T12:00:00.000Z',
    location: 'Leeds, UK',
    ...overrides,
  });
}

export function aMember(overrides: Partial<Member> = {}): Member {
  return memberSchema.parse({
    ...aMemberSummary(),
    stats: { fundingRequests: 1, amountRaised: 125000, donations: 4 },
    currency: 'GBP',
    statusReason: null,
    reports: [],
    lastChange: null,
    version: 1,
    recentFundingRequests: [
      {
        id: 'FR-10234',
        title: 'Wheelchair ramp for the family home',
        category: 'housing',
        amountRequested: 250000,
        amountRaised: 125000,
        currency: 'GBP',
        status: 'under_review',
        requester: {
          id: 'mem_0001',
          fullName: 'Amara Okafor',
          email: 'amara@example.test',
          avatarUrl: null,
        },
        createdAt: '2025-11-01T10:00:00.000Z',
        updatedAt: '2025-11-02T10:00:00.000Z',
        requesterAnswered: false,
        firstApproval: null,
        version: 3,
      },
    ],
    ...overrides,
  });
}

export function aPage<T>(items: T[], total = items.length, page = 1, limit = 20) {
  return { items, total, page, limit };
}
