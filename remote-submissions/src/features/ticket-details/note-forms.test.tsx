import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { ToastContainer, toast } from 'react-toastify';
import { useQuery } from '@tanstack/react-query';
import { fundingKeys } from '@backoffice/shared';
import { fakeApi, fundingRequest } from '../../testing/fake-api';
import { renderWithProviders } from '../../testing/render-with-providers';
import { PrivateNoteForm } from './private-note-form';
import { SendNoteForm } from './send-note-form';

describe('SendNoteForm', () => {
  it('sends the note and clears the box', async () => {
    const user = userEvent.setup();
    const calls = fakeApi((call) =>
      call.path.includes('/send-note/')
        ? {
            data: {
              id: 'n1',
              content: 'Please upload the invoice',
              author: { id: 'a1', name: 'Ada' },
              createdAt: '2026-11-02T10:00:00.000Z',
            },
          }
        : undefined,
    );
    renderWithProviders(<SendNoteForm requestId="FR-1" />);
    await user.type(screen.getByLabelText('Note to requester'), 'Please upload the invoice');
    await user.click(screen.getByRole('button', { name: 'Send note to requester' }));
    await waitFor(() => expect(screen.getByLabelText('Note to requester')).toHaveValue(''));
    // Ready for the next note, not back at the start of the page (the button was disabled).
    await waitFor(() => expect(screen.getByLabelText('Note to requester')).toHaveFocus());
    expect(calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/funding-requests/dashboard/send-note/FR-1',
      body: { content: 'Please upload the invoice' },
    });
  });

  it('refuses an empty note and keeps the text when sending fails', async () => {
    const user = userEvent.setup();
    fakeApi(() => ({ status: 500, message: 'Mail service down' }));
    renderWithProviders(<SendNoteForm requestId="FR-1" />);
    await user.click(screen.getByRole('button', { name: 'Send note to requester' }));
    expect(await screen.findByText('Write a note first')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Note to requester'), 'Call us back');
    await user.click(screen.getByRole('button', { name: 'Send note to requester' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The note was not sent: Mail service down',
    );
    expect(screen.getByLabelText('Note to requester')).toHaveValue('Call us back');
  });
});

describe('PrivateNoteForm', () => {
  // A toast raised with no container on screen waits for one: the next test's would show it.
  afterEach(() => toast.dismiss());

  it('shows saved, unsaved and saved again around an explicit save', async () => {
    const user = userEvent.setup();
    const calls = fakeApi((call) =>
      call.path.includes('/private-note/')
        ? { data: fundingRequest({ id: 'FR-1', privateNote: 'Checked ID. Call Tuesday' }) }
        : undefined,
    );
    renderWithProviders(<PrivateNoteForm requestId="FR-1" savedNote="Checked ID." version={3} />);
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    await user.type(screen.getByLabelText('Private note'), ' Call Tuesday');
    expect(screen.getByRole('status')).toHaveTextContent('Unsaved changes');
    expect(calls).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Save private note' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saved'));
    expect(calls.at(-1)).toMatchObject({
      method: 'PUT',
      body: { note: 'Checked ID. Call Tuesday', version: 3 },
    });
    expect(screen.getByLabelText('Private note')).toHaveValue('Checked ID. Call Tuesday');
    // Saved, the button is disabled: focus is back in the note, not at the start of the page.
    await waitFor(() => expect(screen.getByLabelText('Private note')).toHaveFocus());
  });

  it('offers Undo, which saves the replaced note back at the version the save left', async () => {
    const user = userEvent.setup();
    const calls = fakeApi((call) => {
      if (!call.path.includes('/private-note/')) return undefined;
      const { note, version } = call.body as { note: string; version: number };
      return { data: fundingRequest({ id: 'FR-1', privateNote: note, version: version + 1 }) };
    });
    // The ticket page shows the request as the cache holds it: a save's answer replaces it.
    function CachedTicket() {
      const { data } = useQuery({
        queryKey: fundingKeys.detail('FR-1'),
        queryFn: () => fundingRequest({ id: 'FR-1', privateNote: 'Checked ID.', version: 3 }),
      });
      if (!data) return null;
      return (
        <PrivateNoteForm requestId="FR-1" savedNote={data.privateNote} version={data.version} />
      );
    }
    renderWithProviders(
      <>
        <CachedTicket />
        <ToastContainer />
      </>,
    );
    await user.type(await screen.findByLabelText('Private note'), ' Call Tuesday');
    await user.click(screen.getByRole('button', { name: 'Save private note' }));
    const toast = await waitFor(() => {
      const alert = screen
        .getAllByRole('alert')
        .find((element) => element.textContent?.includes('Private note saved'));
      if (!alert) throw new Error('No "Private note saved" toast');
      return alert;
    });
    await user.click(within(toast).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(screen.getByLabelText('Private note')).toHaveValue('Checked ID.'));
    expect(calls.map((call) => call.body)).toEqual([
      { note: 'Checked ID. Call Tuesday', version: 3 },
      { note: 'Checked ID.', version: 4 },
    ]);
    expect(await screen.findByText('Private note put back')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
  });

  it('keeps the text and says it is not saved when the save fails', async () => {
    const user = userEvent.setup();
    fakeApi(() => ({ status: 503, message: 'Service unavailable' }));
    renderWithProviders(<PrivateNoteForm requestId="FR-1" savedNote="" version={1} />);
    await user.type(screen.getByLabelText('Private note'), 'Suspicious documents');
    await user.click(screen.getByRole('button', { name: 'Save private note' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Not saved: Service unavailable'),
    );
    expect(screen.getByLabelText('Private note')).toHaveValue('Suspicious documents');
    expect(screen.getByRole('button', { name: 'Save private note' })).toBeEnabled();
  });

  it('keeps the text and names who saved in between when the save is refused with 409', async () => {
    const user = userEvent.setup();
    fakeApi((call) =>
      call.path.includes('/private-note/')
        ? {
            status: 409,
            message:
              'Ana Reviewer changed this request since you opened it; your changes were not saved',
          }
        : undefined,
    );
    renderWithProviders(<PrivateNoteForm requestId="FR-1" savedNote="" version={1} />);
    await user.type(screen.getByLabelText('Private note'), 'My own finding');
    await user.click(screen.getByRole('button', { name: 'Save private note' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Not saved: Ana Reviewer changed this request since you opened it',
      ),
    );
    expect(screen.getByLabelText('Private note')).toHaveValue('My own finding');
  });
  it('bases the save on the version the typing started from while others save and decide', async () => {
    const user = userEvent.setup();
    const calls = fakeApi((call) =>
      call.path.includes('/private-note/')
        ? { status: 409, message: 'Ana Reviewer changed this request since you opened it' }
        : undefined,
    );
    let refresh: (saved: { savedNote: string; version: number }) => void = () => {};
    // The ticket page as the live refresh re-renders it with newer data.
    function LiveTicket() {
      const [saved, setSaved] = useState({ savedNote: '', version: 1 });
      useEffect(() => {
        refresh = setSaved;
      }, []);
      return <PrivateNoteForm requestId="FR-1" {...saved} />;
    }
    renderWithProviders(<LiveTicket />);
    await user.type(screen.getByLabelText('Private note'), 'Alex: altered');
    // Ana saves her note and approves; the live refresh brings both at once.
    act(() => refresh({ savedNote: 'Ana: verified', version: 3 }));
    expect(screen.getByLabelText('Private note')).toHaveValue('Alex: altered');
    await user.click(screen.getByRole('button', { name: 'Save private note' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Not saved'));
    expect(calls.at(-1)).toMatchObject({ body: { note: 'Alex: altered', version: 1 } });
    expect(screen.getByLabelText('Private note')).toHaveValue('Alex: altered');
  });
});
