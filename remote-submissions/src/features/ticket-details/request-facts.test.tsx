import { screen, within } from '@testing-library/react';
import { fundingRequest } from '../../testing/fake-api';
import { renderWithProviders } from '../../testing/render-with-providers';
import { RequestFacts } from './request-facts';

const HOUR = 3_600_000;
const fromNow = (ms: number) => new Date(Date.now() + ms).toISOString();

/** The strip's facts as a person reads them: term → text. */
function facts(): Record<string, string> {
  const strip = screen.getByRole('group', { name: 'About this request' });
  const terms = within(strip).getAllByRole('term');
  return Object.fromEntries(
    terms.map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']),
  );
}

describe('RequestFacts', () => {
  it('says the amounts, category, requester, created day, status and the list’s due label', () => {
    renderWithProviders(
      <RequestFacts
        request={fundingRequest({
          amountRequested: 404_000,
          amountRaised: 0,
          category: 'housing',
          status: 'under_review',
          createdAt: '2026-09-10T09:00:00.000Z',
          dueAt: fromNow(-83 * 24 * HOUR - 60_000),
          overdue: true,
        })}
      />,
    );
    expect(facts()).toEqual({
      Amount: '$4,040.00 requested, $0.00 raised',
      Category: 'Housing',
      Requester: 'Maria Lopez',
      Created: '10 Sep 2026',
      Status: 'Under review',
      Due: 'Overdue 83 d',
    });
    // Overdue stands out as it does in the list.
    expect(screen.getByText('Overdue 83 d').className).toMatch(/danger/);
  });

  it('says "Paused" while the request needs info, and nothing is due once decided', () => {
    const { unmount } = renderWithProviders(
      <RequestFacts request={fundingRequest({ status: 'needs_info', dueAt: null })} />,
    );
    expect(facts().Due).toBe('Paused');
    unmount();
    renderWithProviders(<RequestFacts request={fundingRequest({ status: 'approved' })} />);
    expect(facts()).not.toHaveProperty('Due');
    expect(facts().Status).toBe('Approved');
  });
});
