import { describeResult } from './search-results';

describe('where a search result opens', () => {
  it.each([
    [
      { kind: 'member', id: 'MEM-1', name: 'A', email: 'a@x' },
      '/members-management/member-profile/MEM-1',
    ],
    [
      { kind: 'fundingRequest', id: 'FR-1', title: 'T', requesterName: 'R', status: 'pending' },
      '/submissions/ticket-details/FR-1',
    ],
    [
      { kind: 'conversation', id: 'room-1', memberName: 'M', excerpt: null },
      '/support?room=room-1',
    ],
    [{ kind: 'coupon', id: 'c', code: 'SPRING 25', description: 'd' }, '/coupons?search=SPRING+25'],
    [{ kind: 'staff', id: 'ADM-4', name: 'S', email: 's@x' }, '/settings/staff'],
  ] as const)('%o opens %s', (result, to) => {
    expect(describeResult(result).to).toBe(to);
  });
});
