import { createQueryClient, toastContainerProps } from '@backoffice/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import type { PushAdapter, PushPermission } from './push-adapter';
import type { PushRegistration, RegistrationOutcome } from './push-registration';
import { usePushStatusStore } from './push-status-store';
import { PUSH_UPDATED_TOAST, PUSH_UPDATED_TOAST_MS, PushSettings } from './push-settings';

function fakeAdapter(initial: PushPermission, answer: PushPermission = 'granted') {
  let permission = initial;
  const adapter: PushAdapter = {
    isSupported: () => Promise.resolve(true),
    permission: () => permission,
    requestPermission: vi.fn(() => {
      permission = answer;
      return Promise.resolve(answer);
    }),
    getToken: () => Promise.resolve('token-1'),
    onForegroundMessage: () => () => {},
  };
  return adapter;
}

function fakeRegistration(outcome: RegistrationOutcome) {
  const register = vi.fn<PushRegistration['register']>(() => {
    usePushStatusStore.getState().recordOutcome(outcome);
    return Promise.resolve(outcome);
  });
  const registration: PushRegistration = {
    signedIn: () => {},
    signedOut: () => Promise.resolve(),
    register,
    dispose: () => {},
  };
  return { registration, register };
}

function renderSettings(adapter: PushAdapter | null, registration: PushRegistration) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <PushSettings registration={registration} loadAdapter={() => Promise.resolve(adapter)} />
      <ToastContainer {...toastContainerProps} />
    </QueryClientProvider>,
  );
}

beforeEach(() => usePushStatusStore.getState().reset());

describe('Settings → Push notifications', () => {
  it('says plainly when push is not available', async () => {
    renderSettings(null, fakeRegistration({ status: 'registered', token: 't' }).registration);
    expect(await screen.findByText(/Push notifications are not available/)).toBeInTheDocument();
  });

  it('shows support, permission and registration state', async () => {
    renderSettings(
      fakeAdapter('granted'),
      fakeRegistration({ status: 'registered', token: 't' }).registration,
    );
    expect(await screen.findByText('Supported')).toBeInTheDocument();
    expect(screen.getByText('Allowed')).toBeInTheDocument();
    expect(screen.getByText('Not registered yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enable' })).not.toBeInTheDocument();
  });

  it('"Enable" asks for permission, then registers', async () => {
    const adapter = fakeAdapter('default');
    const { registration, register } = fakeRegistration({ status: 'registered', token: 't' });
    renderSettings(adapter, registration);
    expect(await screen.findByText('Not asked yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Re-register' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Enable' }));
    expect(adapter.requestPermission).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Allowed')).toBeInTheDocument();
    expect(register).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Registered')).toBeInTheDocument();
  });

  it('a refused permission leaves push off and says so', async () => {
    const { registration, register } = fakeRegistration({ status: 'registered', token: 't' });
    renderSettings(fakeAdapter('default', 'denied'), registration);
    await userEvent.click(await screen.findByRole('button', { name: 'Enable' }));
    expect(await screen.findByText('Blocked in the browser settings')).toBeInTheDocument();
    expect(register).not.toHaveBeenCalled();
  });

  it('"Re-register" forces a registration and shows "Push notifications updated" for 3 s', async () => {
    const { registration, register } = fakeRegistration({ status: 'registered', token: 't' });
    renderSettings(fakeAdapter('granted'), registration);
    await userEvent.click(await screen.findByRole('button', { name: 'Re-register' }));
    expect(register).toHaveBeenCalledWith({ force: true });
    const toastText = await screen.findByText(PUSH_UPDATED_TOAST);
    expect(PUSH_UPDATED_TOAST).toBe('Push notifications updated');
    expect(PUSH_UPDATED_TOAST_MS).toBe(3000);
    const progressBar = toastText
      .closest('.Toastify__toast')
      ?.querySelector<HTMLElement>('.Toastify__progress-bar');
    expect(progressBar?.style.animationDuration).toBe('3000ms');
  });

  it('shows a failed re-registration plainly, without the success toast', async () => {
    const { registration } = fakeRegistration({
      status: 'failed',
      message: 'Database unavailable',
      unauthorized: false,
    });
    renderSettings(fakeAdapter('granted'), registration);
    await userEvent.click(await screen.findByRole('button', { name: 'Re-register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    expect(screen.getByText('Registration failed: Database unavailable')).toBeInTheDocument();
    expect(screen.queryByText(PUSH_UPDATED_TOAST)).not.toBeInTheDocument();
  });
});
