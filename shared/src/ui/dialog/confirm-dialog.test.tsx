import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TextField } from '../form/text-field';
import { ConfirmDialog } from './confirm-dialog';

function Harness({ onConfirm, pending = false }: { onConfirm: () => void; pending?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Reject request
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Reject this request?"
        description="The requester is told the reason."
        confirmLabel="Reject"
        tone="danger"
        onConfirm={onConfirm}
        pending={pending}
      >
        <TextField label="Reason" name="reason" />
      </ConfirmDialog>
    </>
  );
}

describe('ConfirmDialog', () => {
  it('opens as a labelled modal with focus inside, and Escape closes it returning focus', async () => {
    render(<Harness onConfirm={() => {}} />);
    const opener = screen.getByRole('button', { name: 'Reject request' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Reject this request?' });
    expect(dialog).toHaveAccessibleDescription('The requester is told the reason.');
    expect(screen.getByLabelText('Reason')).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('Cancel closes without confirming; the confirm button confirms', async () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Reject request' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Reject request' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('stays open and busy while pending', async () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} pending />);
    await userEvent.click(screen.getByRole('button', { name: 'Reject request' }));
    expect(screen.getByRole('button', { name: 'Reject' })).toHaveAttribute('aria-busy', 'true');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('gives focus to the container around the opener when confirming removed the opener', async () => {
    function Decision() {
      const [decided, setDecided] = useState(false);
      const [open, setOpen] = useState(false);
      return (
        <div tabIndex={-1} data-testid="status">
          {decided ? (
            <button key="funded" type="button">
              Mark as funded
            </button>
          ) : (
            <button key="approve" type="button" onClick={() => setOpen(true)}>
              Approve
            </button>
          )}
          <ConfirmDialog
            open={open}
            onOpenChange={setOpen}
            title="Approve?"
            confirmLabel="Approve it"
            onConfirm={() => {
              setDecided(true);
              setOpen(false);
            }}
          />
        </div>
      );
    }
    render(<Decision />);
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await userEvent.click(screen.getByRole('button', { name: 'Approve it' }));
    // Before, focus fell to the start of the page (the body).
    await waitFor(() => expect(screen.getByTestId('status')).toHaveFocus());
  });
});
