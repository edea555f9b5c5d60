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

const linkAccount = { name: 'Robin Reviewer', email: 'robin@backoffice.test', purpose: 'invite' };
const passwordSets = () => api.requestsTo('POST /auth/set-password');

/** Opens the link of `token`, with nothing yet sent to the api; the api knows the link. */
async function openLink(token: string) {
  api.seen.length = 0;
  api.on('GET /auth/set-password', () => answer(200, linkAccount));
  render(
    <MemoryRouter initialEntries={[`/set-password?token=${token}`]}>
      <Routes>
        <Route path="/set-password" element={<SetPasswordPage />} />
        <Route path="/login" element={<p>Sign-in page</p>} />
      </Routes>
    </MemoryRouter>,
  );
  await screen.findByLabelText(/^New password/);
}

async function submit(password: string, confirm = password) {
  await userEvent.type(screen.getByLabelText(/^New password/), password);
  await userEvent.type(screen.getByLabelText('Confirm new password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
}

describe('/set-password', () => {
  it('calls a link whose token is too long to be one dead, as it does a link without a token', () => {
    api.seen.length = 0;
    render(
      <MemoryRouter initialEntries={[`/set-password?token=${'x'.repeat(201)}`]}>
        <Routes>
          <Route path="/set-password" element={<SetPasswordPage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(SET_PASSWORD_LINK_INVALID);
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toBeInTheDocument();
    expect(api.seen).toHaveLength(0);
  });

  it('says whose account the link is for, and the length rule once', async () => {
    await openLink('a-token');
    expect(screen.getByText(/Robin Reviewer’s staff account/)).toHaveTextContent(
      'robin@backoffice.test',
    );
    expect(api.requestsTo('GET /auth/set-password')[0]?.query.get('token')).toBe('a-token');
    const password = screen.getByLabelText(/^New password/);
    expect(password).toHaveAccessibleDescription('At least 12 characters.');
    await submit('short');
    expect(password).toHaveAccessibleDescription('A password has at least 12 characters');
    expect(screen.queryByText('At least 12 characters.')).not.toBeInTheDocument();
  });

  it('calls a used or expired link dead before any password is typed', async () => {
    api.on('GET /auth/set-password', () =>
      answer(400, { message: SET_PASSWORD_LINK_INVALID, field: 'token' }),
    );
    render(
      <MemoryRouter initialEntries={['/set-password?token=used-token']}>
        <Routes>
          <Route path="/set-password" element={<SetPasswordPage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(SET_PASSWORD_LINK_INVALID);
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  });

  it('puts the cursor on a password that is too short, with its error', async () => {
    await openLink('a-token');
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
    expect(passwordSets()).toHaveLength(0);
  });

  it('puts the cursor on the confirmation when the two passwords differ', async () => {
    await openLink('a-token');
    await submit('a-long-new-password', 'a-long-new-passwort');
    const confirm = screen.getByLabelText('Confirm new password');
    expect(confirm).toHaveAccessibleDescription('The two passwords are not the same');
    expect(confirm).toHaveFocus();
    expect(passwordSets()).toHaveLength(0);
  });

  it('sets the password of a good link and goes on to sign in', async () => {
    api.on('POST /auth/set-password', () => answer(200, { email: 'new@backoffice.test' }));
    await openLink('a-token');
    await submit('a-long-new-password');
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(passwordSets()[0]?.body).toEqual({ token: 'a-token', password: 'a-long-new-password' });
  });
});
