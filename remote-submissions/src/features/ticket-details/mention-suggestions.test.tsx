import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '../../testing/fake-api';
import { renderWithProviders } from '../../testing/render-with-providers';
import { PrivateNoteForm } from './private-note-form';

const staff = [
  { id: 'ADM-3', name: 'Ana Reviewer' },
  { id: 'ADM-6', name: 'Avery Auditor' },
  { id: 'ADM-4', name: 'Sasha Support' },
];

const renderNote = () =>
  renderWithProviders(<PrivateNoteForm requestId="FR-1" savedNote="" version={1} />);

describe('the "@" suggestions in the private note', () => {
  it('lists matching staff for the keyboard and puts the picked full name at the caret', async () => {
    const user = userEvent.setup();
    fakeApi((call) => (call.path === '/staff/mentionable' ? { data: staff } : undefined));
    renderNote();
    const note = screen.getByLabelText('Private note');
    await user.type(note, 'Ask @a');
    const list = await screen.findByRole('listbox', { name: 'Staff to mention' });
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Ana Reviewer', 'Avery Auditor']);
    expect(note).toHaveAttribute('aria-controls', list.id);
    expect(note).toHaveAttribute('aria-activedescendant', options[0]?.id);

    await user.keyboard('{ArrowDown}');
    expect(note).toHaveAttribute('aria-activedescendant', options[1]?.id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(note).toHaveValue('Ask @Avery Auditor ');
    expect(note).toHaveFocus();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(note).not.toHaveAttribute('aria-activedescendant');

    await user.type(note, 'and @sa');
    await user.click(await screen.findByRole('option', { name: 'Sasha Support' }));
    expect(note).toHaveValue('Ask @Avery Auditor and @Sasha Support ');
  });

  it('says when nobody matches, and Escape closes the list', async () => {
    const user = userEvent.setup();
    fakeApi((call) => (call.path === '/staff/mentionable' ? { data: staff } : undefined));
    renderNote();
    await user.type(screen.getByLabelText('Private note'), '@zed');
    expect(await screen.findByText('No staff match “zed”')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByText('No staff match “zed”')).not.toBeInTheDocument();
  });

  it('keeps the draft when the names cannot be loaded', async () => {
    const user = userEvent.setup();
    fakeApi((call) =>
      call.path === '/staff/mentionable' ? { status: 500, message: 'Down' } : undefined,
    );
    renderNote();
    const note = screen.getByLabelText('Private note');
    await user.type(note, 'Keep this @an');
    await waitFor(
      () => expect(screen.getByText(/Could not load the staff’s names/)).toBeInTheDocument(),
      { timeout: 10_000 },
    );
    expect(note).toHaveValue('Keep this @an');
  });
});
