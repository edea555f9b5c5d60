import { createQueryClient } from '@backoffice/shared';
import { failure, ok, startFakeApi, type FakeApi } from '@backoffice/shared/testing';
import { MemoryRouter } from '@backoffice/shared/router';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TWO_FACTOR_ENROL_PATH } from '../../auth/two-factor-enrolment';
import { TwoFactorSection } from './two-factor-section';

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
  // jsdom lays nothing out; the section scrolls itself into view when sent here.
  Element.prototype.scrollIntoView = vi.fn();
});
afterAll(() => api.close());
beforeEach(() => api.reset());

/** Another part of the open dashboard (the bell, a list): how often it fetched its data. */
function OtherPart() {
  const fetches = useRef(0);
  const { data } = useQuery({
    queryKey: ['other-part'],
    queryFn: () => {
      fetches.current += 1;
      return Promise.resolve(fetches.current);
    },
    staleTime: Infinity,
  });
  return <p aria-label="Other part fetches">{data}</p>;
}

function renderAt(path: string) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <TwoFactorSection />
        <OtherPart />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

describe('Settings → Your security', () => {
  it('sent here by a requirement: the set-up starts at once, a wrong code is refused, the codes show once', async () => {
    api.on('GET /auth/mfa', () => ok({ enrolled: false, required: true, recoveryCodesLeft: 0 }));
    api.on('POST /auth/mfa/totp/setup', () =>
      ok({ secret, otpauthUrl: `otpauth://totp/Back-office:rae?secret=${secret}` }),
    );
    let attempts = 0;
    api.on('POST /auth/mfa/totp/confirm', () => {
      attempts += 1;
      return attempts === 1
        ? failure(400, 'That code is not valid.', 'code')
        : ok({ recoveryCodes: Array.from({ length: 10 }, (_, index) => `code${index}-abcde`) });
    });
    renderAt(TWO_FACTOR_ENROL_PATH);
    expect(await screen.findByLabelText('Secret key')).toHaveTextContent(secret);
    expect(screen.getByText(/Your role must sign in with two-factor/)).toBeVisible();
    const code = screen.getByLabelText('Authentication code');
    await userEvent.type(code, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on two-factor' }));
    expect(code).toHaveAccessibleDescription('Enter the 6-digit code your app shows');
    await userEvent.type(code, '3456');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on two-factor' }));
    expect(await screen.findByText('That code is not valid.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Turn on two-factor' }));
    const codes = await screen.findByRole('region', { name: 'Recovery codes' });
    expect(codes.querySelectorAll('li')).toHaveLength(10);

    // Enrolled: what the api refused the rest of the dashboard until now is fetched again.
    expect(screen.getByLabelText('Other part fetches')).toHaveTextContent('1');
    api.on('GET /auth/mfa', () => ok({ enrolled: true, required: true, recoveryCodesLeft: 10 }));
    await userEvent.click(screen.getByRole('button', { name: 'I have saved the codes' }));
    expect(await screen.findByText(/Two-factor sign-in is on\./)).toBeVisible();
    expect(screen.getByLabelText('Other part fetches')).toHaveTextContent('2');
  });

  it('shows the error with a retry when the status cannot be read', async () => {
    api.on('GET /auth/mfa', () => failure(500, 'Internal server error'));
    renderAt('/settings');
    expect(await screen.findByRole('alert')).toHaveTextContent('Internal server error');
  });

  it('turning it off asks for the password and keeps a wrong one next to its error', async () => {
    api.on('GET /auth/mfa', () => ok({ enrolled: true, required: false, recoveryCodesLeft: 10 }));
    api.on('DELETE /auth/mfa/totp', () => failure(400, 'That password is not right.', 'password'));
    renderAt('/settings');
    const password = await screen.findByLabelText('Password to turn it off');
    await userEvent.click(screen.getByRole('button', { name: 'Turn off two-factor' }));
    expect(password).toHaveAccessibleDescription('Enter your password');
    expect(api.requestsTo('DELETE /auth/mfa/totp')).toHaveLength(0);
    await userEvent.type(password, 'not-it');
    await userEvent.click(screen.getByRole('button', { name: 'Turn off two-factor' }));
    await vi.waitFor(() =>
      expect(password).toHaveAccessibleDescription('That password is not right.'),
    );
    expect(password).toHaveValue('not-it');
    expect(api.requestsTo('DELETE /auth/mfa/totp')[0]?.body).toEqual({ password: 'not-it' });
  });
});
