import { render, screen, within } from '@testing-library/react';
import { PendingCard } from './pending-card';

describe('PendingCard', () => {
  it('shows its heading at once, a busy placeholder, and what it is given under it, not busy', () => {
    render(
      <PendingCard title="Status">
        <p role="status">Approve opens as soon as the request has loaded.</p>
      </PendingCard>,
    );
    const card = screen.getByRole('region', { name: 'Status' });
    expect(card.querySelector('[aria-busy="true"]')).not.toBeNull();
    const note = within(card).getByRole('status');
    expect(note).toHaveTextContent('Approve opens as soon as the request has loaded.');
    expect(note.closest('[aria-busy]')).toBeNull();
  });
});
