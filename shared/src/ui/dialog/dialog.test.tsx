import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler, useState } from 'react';
import { Dialog } from './dialog';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Keyboard shortcuts
      </button>
      <Dialog open={open} onOpenChange={setOpen} title="Shortcuts">
        <p>Press a to approve.</p>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('a page that mounts it closed commits once: nothing of it updates during that commit', () => {
    // An update sent while a page commits runs at synchronous priority: React then runs every
    // effect of that commit, and renders again, before the browser may paint the page.
    const phases: string[] = [];
    render(
      <Profiler id="page" onRender={(_id, phase) => phases.push(phase)}>
        <Dialog open={false} onOpenChange={() => {}} title="Shortcuts" />
      </Profiler>,
    );
    expect(phases).toEqual(['mount']);
  });

  it('opens, and closing it gives focus back to the button that opened it', async () => {
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Keyboard shortcuts' });
    await userEvent.click(opener);
    expect(screen.getByRole('dialog', { name: 'Shortcuts' })).toHaveTextContent(
      'Press a to approve.',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
