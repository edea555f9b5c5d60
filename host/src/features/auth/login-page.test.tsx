import { MemoryRouter, Route, Routes } from '@backoffice/shared/router';
import { render, screen } from '@testing-library/react';
import { LoginPage } from './login-page';
import { passwordSetState } from './password-set-state';

describe('/login after a password was set', () => {
  it('has the email of the account filled in, so only the new password is left to type', () => {
    render(
      <MemoryRouter
        initialEntries={[{ pathname: '/login', state: passwordSetState('new@backoffice.test') }]}
      >
        <Routes>
          <Route path="/login" element={<LoginPage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your password is set. Sign in as new@backoffice.test with it.',
    );
    expect(screen.getByLabelText('Email')).toHaveValue('new@backoffice.test');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });
});
