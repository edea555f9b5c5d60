import { createQueryClient, WRONG_CURRENT_PASSWORD } from '@backoffice/shared';
import { failure, ok, startFakeApi, type FakeApi } from '@backoffice/shared/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OwnPasswordForm } from './own-password-form';

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());

// Each test starts on an empty form; the api answers only when the test says how.
beforeEach(() => {
  api.seen.length = 0;
  render(
    <QueryClientProvider client={createQueryClient()}>
      <OwnPasswordForm />
    </QueryClientProvider>,
  );
});

async function fill(current: string, next: string, confirm = next) {
  if (current) await userEvent.type(screen.getByLabelText('Current password'), current);
  await userEvent.type(screen.getByLabelText(/^New password/), next);
  await userEvent.type(screen.getByLabelText('Confirm new password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

const saves = () => api.seen.filter((request) => request.method === 'PUT');

describe('Settings → Your password', () => {
  it('puts the cursor on a missing current password first', async () => {
    await fill('', 'short');
    const current = screen.getByLabelText('Current password');
    expect(current).toHaveAccessibleDescription('Enter your current password');
    expect(current).toHaveFocus();
  });

  it('says a current password is longer than any can be, in words, next to it', async () => {
    await userEvent.click(screen.getByLabelText('Current password'));
    await userEvent.paste('p'.repeat(201));
    await fill('', 'a-long-new-password');
    const current = screen.getByLabelText('Current password');
    expect(current).toHaveAccessibleDescription('A password has at most 200 characters');
    expect(current).toHaveFocus();
    expect(saves()).toHaveLength(0);
  });

  it('sends the current and the new password', async () => {
    api.on('PUT /auth/password', () => ok({ changed: true }));
    await fill('old-password', 'a-long-new-password');
    await vi.waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]?.body).toEqual({
      currentPassword: 'old-password',
      newPassword: 'a-long-new-password',
    });
  });

  it('refuses a short new password without asking the api', async () => {
    await fill('old-password', 'short');
    expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription(
      /A password has at least 12 characters/,
    );
    // The cursor is on the field that is wrong, so it is read out with its error.
    expect(screen.getByLabelText(/^New password/)).toHaveFocus();
    expect(saves()).toHaveLength(0);
  });

  it('refuses two different new passwords without asking the api', async () => {
    await fill('old-password', 'a-long-new-password', 'a-long-new-passwort');
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      'The two passwords are not the same',
    );
    expect(screen.getByLabelText('Confirm new password')).toHaveFocus();
    expect(saves()).toHaveLength(0);
  });

  it('shows a wrong current password next to it and keeps what was typed', async () => {
    api.on('PUT /auth/password', () => failure(400, WRONG_CURRENT_PASSWORD, 'currentPassword'));
    await fill('not-it', 'a-long-new-password');
    const current = screen.getByLabelText('Current password');
    await vi.waitFor(() => expect(current).toHaveAccessibleDescription(WRONG_CURRENT_PASSWORD));
    expect(current).toHaveFocus();
    expect(current).toHaveValue('not-it');
    expect(screen.getByLabelText(/^New password/)).toHaveValue('a-long-new-password');
  });
});
