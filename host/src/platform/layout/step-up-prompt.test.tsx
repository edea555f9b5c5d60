import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiRequest } from '@backoffice/shared';
import { STEP_UP_REASON } from '@backoffice/shared/contract';
import {
  answer,
  failure,
  ok,
  staffMemberFixture,
  startFakeApi,
  type FakeApi,
} from '@backoffice/shared/testing';
import { StepUpPrompt } from './step-up-prompt';

const staffMember = staffMemberFixture();

/** A role change the api first refuses for want of a recent password, then makes. */
function changeRoleNeedingStepUp(api: FakeApi) {
  let calls = 0;
  api.on('PATCH /staff/ADM-1/role', () => {
    calls += 1;
    return calls === 1
      ? answer(403, {
          statusCode: 403,
          message: 'Enter your password again',
          reason: STEP_UP_REASON,
        })
      : answer(200, { data: staffMember });
  });
  return apiRequest('changeStaffRole', { params: { id: 'ADM-1' }, body: { role: 'reviewer' } });
}

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(() => api.reset());

describe('StepUpPrompt', () => {
  it('asks for the password, keeps the dialog on a wrong one, and answers true once it is right', async () => {
    const sent: unknown[] = [];
    api.on('POST /auth/step-up', (request) => {
      sent.push(JSON.parse(request.text));
      return sent.length === 1
        ? failure(400, 'Your current password is not correct', 'password')
        : ok({ until: '2026-01-01T00:10:00.000Z' });
    });
    render(<StepUpPrompt />);
    const change = changeRoleNeedingStepUp(api);
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText('Enter your password')).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText('Your password'), 'wrong');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('Your current password is not correct')).toBeVisible();
    await userEvent.clear(within(dialog).getByLabelText('Your password'));
    await userEvent.type(within(dialog).getByLabelText('Your password'), 'right-password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await expect(change).resolves.toMatchObject({ role: 'reviewer' });
    expect(sent).toEqual([{ password: 'wrong' }, { password: 'right-password' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('answers false when the person cancels', async () => {
    render(<StepUpPrompt />);
    const refused = changeRoleNeedingStepUp(api).catch((error: unknown) => error);
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await refused).toMatchObject({ status: 403 });
  });
});
