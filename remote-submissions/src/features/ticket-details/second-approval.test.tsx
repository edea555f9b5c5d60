import { SAME_APPROVER_TEXT, type AuthUser } from '@backoffice/shared';
import { useAuthStore } from '@backoffice/shared/session';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SecondApprovalActions } from './second-approval';
import { SendBackDialog } from './send-back-dialog';

const reviewer = (id: string): AuthUser => ({
  id,
  name: id,
  email: `${id}@backoffice.test`,
  role: 'admin',
  staffRole: 'reviewer',
});
const firstApproval = { by: { id: 'riley', name: 'Riley Reviewer' }, at: '2026-11-01T10:00:00Z' };

afterEach(() => act(() => useAuthStore.setState({ user: null })));

describe('SecondApprovalActions (issue 21)', () => {
  it('lets another reviewer complete or send back', async () => {
    useAuthStore.setState({ user: reviewer('ana') });
    const onApprove = vi.fn();
    const onSendBack = vi.fn();
    render(
      <SecondApprovalActions
        firstApproval={firstApproval}
        onApprove={onApprove}
        onSendBack={onSendBack}
      />,
    );
    expect(screen.getByRole('status', { name: 'Approval' })).toHaveTextContent(
      'Approved by Riley Reviewer, awaiting a second approval',
    );
    const group = screen.getByRole('group', { name: 'Status actions' });
    await userEvent.click(within(group).getByRole('button', { name: 'Approve' }));
    await userEvent.click(within(group).getByRole('button', { name: 'Send back' }));
    expect(onApprove).toHaveBeenCalledOnce();
    expect(onSendBack).toHaveBeenCalledOnce();
  });

  it('shows the first approver both actions disabled, saying why', () => {
    useAuthStore.setState({ user: reviewer('riley') });
    render(
      <SecondApprovalActions
        firstApproval={firstApproval}
        onApprove={vi.fn()}
        onSendBack={vi.fn()}
      />,
    );
    for (const name of ['Approve', 'Send back']) {
      const button = screen.getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(`${SAME_APPROVER_TEXT}.`);
    }
  });
});

describe('SendBackDialog (issue 21)', () => {
  it('needs a reason, and sends the trimmed one', async () => {
    const onConfirm = vi.fn();
    render(
      <SendBackDialog
        request={{ id: 'FR-1', title: 'Roof', status: 'under_review', version: 3, firstApproval }}
        pending={false}
        onConfirm={onConfirm}
        onClose={vi.fn()}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Send back: Roof' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send back' }));
    expect(
      within(dialog).getByRole('textbox', { name: /Why you send it back/ }),
    ).toHaveAccessibleDescription(/Say why you send it back/);
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByRole('textbox'), '  Needs a second quote ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send back' }));
    expect(onConfirm).toHaveBeenCalledWith({ reason: 'Needs a second quote', version: 3 });
  });
});
