import { render, screen, within } from '@testing-library/react';
import { HistoryTimeline } from './request-sections';

describe('HistoryTimeline', () => {
  it('says a first approval as its own event, never as a move from a status to itself', () => {
    render(
      <HistoryTimeline
        history={[
          { at: '2026-11-01T10:00:00.000Z', actor: 'Maria Lopez', action: 'created' },
          {
            at: '2026-11-02T10:00:00.000Z',
            actor: 'Ana Reviewer',
            action: 'first_approval',
            from: 'under_review',
            to: 'under_review',
          },
          {
            at: '2026-11-03T10:00:00.000Z',
            actor: 'Bo Reviewer',
            action: 'status_changed',
            from: 'under_review',
            to: 'approved',
          },
        ]}
      />,
    );
    const [completed, first] = within(screen.getByRole('list', { name: 'History' })).getAllByRole(
      'listitem',
    );
    expect(first).toHaveTextContent(
      'First approval given, awaiting a second reviewer by Ana Reviewer',
    );
    expect(first).not.toHaveTextContent('Under review to Under review');
    expect(completed).toHaveTextContent(
      'Status changed from Under review to Approved by Bo Reviewer',
    );
  });
});
