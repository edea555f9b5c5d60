import type { FundingSummary } from '@backoffice/shared';
import { filtersOfTab, listTabs, selectedTab } from './list-tabs';

const summary: FundingSummary = {
  total: 3,
  byStatus: {
    pending: 2,
    under_review: 1,
    needs_info: 0,
    approved: 0,
    rejected: 0,
    funded: 0,
    closed: 0,
  },
  byQueue: { review: 2, second_approval: 0, in_review_by_me: 1 },
  amountRequested: 0,
  amountRaised: 0,
  currency: 'USD',
  perDay: [],
};

describe('listTabs', () => {
  it('puts the queues between All and the statuses, each with its count', () => {
    const tabs = listTabs(summary);
    expect(tabs.slice(0, 5).map((tab) => [tab.label, tab.count])).toEqual([
      ['All', 3],
      ['Review queue', 2],
      ['Awaiting my second approval', 0],
      ['In review by me', 1],
      ['Pending', 2],
    ]);
  });

  it('keeps each count’s place while counting, and shows none when counting failed', () => {
    expect(listTabs(undefined).every((tab) => tab.count === null)).toBe(true);
    expect(listTabs(null).every((tab) => tab.count === undefined)).toBe(true);
  });
});

describe('the selected tab and its filters', () => {
  it('selects the queue in force, not All', () => {
    expect(selectedTab({ queue: 'review' })).toBe('review');
    expect(selectedTab({ status: 'pending' })).toBe('pending');
    expect(selectedTab({})).toBe('all');
  });

  it('sets one queue or one status and clears the other', () => {
    expect(filtersOfTab('review')).toEqual({ queue: 'review', status: undefined });
    expect(filtersOfTab('funded')).toEqual({ queue: undefined, status: 'funded' });
    expect(filtersOfTab('all')).toEqual({ queue: undefined, status: undefined });
  });
});
