import { SET_PASSWORD_LINK_INVALID } from '@backoffice/shared';
import { MemoryRouter, Route, Routes } from '@backoffice/shared/router';
import { answer, startFakeApi, type FakeApi } from '@backoffice/shared/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SetPasswordPage from './set-password-page';

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());

/** Opens the link of `token`, with nothing yet sent to the api. */
function openLink(token: string) {
  api.seen.length = 0;
  render(
    <MemoryRouter initialEntries={[`/set-password?token=${token}`]}>
      <Routes>
        <Route path="/set-password" element={<SetPasswordPage />} />
        <Route path="/login" element={<p>Sign-in page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

async function submit(password: string, confirm = password) {
  await userEvent.type(screen.getByLabelText(/^New password/), password);
  await userEvent.type(screen.getByLabelText('Confirm new password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
}

describe('/set-password', () => {
  it('calls a link whose token is too long to be one dead, as it does a link without a token', () => {
    openLink('x'.repeat(201));
    expect(screen.getByRole('alert')).toHaveTextContent(SET_PASSWORD_LINK_INVALID);
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toBeInTheDocument();
  });

  it('puts the cursor on a password that is too short, with its error', async () => {
    openLink('a-token');
    const password = screen.getByLabelText(/^New password/);
    // What a screen reader reads when the cursor arrives: the error must be there already.
    let invalidOnArrival: string | null = null;
    password.addEventListener('focus', () => {
      invalidOnArrival = password.getAttribute('aria-invalid');
    });
    await submit('short');
    expect(invalidOnArrival).toBe('true');
    expect(password).toHaveAccessibleDescription(/A password has at least 12 characters/);
    expect(password).toHaveFocus();
    expect(api.seen).toHaveLength(0);
  });

  it('puts the cursor on the confirmation when the two passwords differ', async () => {
    openLink('a-token');
    await submit('a-long-new-password', 'a-long-new-passwort');
    const confirm = screen.getByLabelText('Confirm new password');
    expect(confirm).toHaveAccessibleDescription('The two passwords are not the same');
    expect(confirm).toHaveFocus();
    expect(api.seen).toHaveLength(0);
  });

  it('sets the password of a good link and goes on to sign in', async () => {
    api.on('POST /auth/set-password', () => answer(200, { email: 'new@backoffice.test' }));
    openLink('a-token');
    await submit('a-long-new-password');
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(api.seen[0]?.body).toEqual({ token: 'a-token', password: 'a-long-new-password' });
  });
});
