import type { FundingRequestSummary, FundingStatus } from '@backoffice/shared';
import { OPEN_REQUESTS_SHOWN, openRequests, shownOpenRequests } from './open-requests';

const request = (id: string, status: FundingStatus, createdAt: string) =>
  ({ id, status, createdAt }) as FundingRequestSummary;

describe('openRequests', () => {
  it('keeps pending, under-review and approved requests, the longest waiting first', () => {
    const requests = [
      request('FR-1', 'closed', '2026-01-01T00:00:00.000Z'),
      request('FR-2', 'approved', '2026-03-01T00:00:00.000Z'),
      request('FR-3', 'rejected', '2026-01-02T00:00:00.000Z'),
      request('FR-4', 'pending', '2026-02-01T00:00:00.000Z'),
      request('FR-5', 'funded', '2026-01-03T00:00:00.000Z'),
      request('FR-6', 'under_review', '2026-01-15T00:00:00.000Z'),
    ];
    expect(openRequests(requests).map((item) => item.id)).toEqual(['FR-6', 'FR-4', 'FR-2']);
  });

  it('is empty when nothing is open', () => {
    expect(openRequests([request('FR-1', 'closed', '2026-01-01T00:00:00.000Z')])).toEqual([]);
  });
});

describe('shownOpenRequests', () => {
  it('lists the longest waiting few and counts the rest', () => {
    const requests = Array.from({ length: OPEN_REQUESTS_SHOWN + 3 }, (_, index) =>
      request(
        `FR-${index}`,
        'pending',
        `2026-01-${String(index + 1).padStart(2, '0')}T00:00:00.000Z`,
      ),
    );
    const { shown, more } = shownOpenRequests(requests);
    expect(shown.map((item) => item.id)).toEqual(['FR-0', 'FR-1', 'FR-2', 'FR-3', 'FR-4']);
    expect(more).toBe(3);
    expect(shownOpenRequests(requests.slice(0, 2))).toMatchObject({ more: 0 });
  });
});
