import { useAuthStore, type SigninResponse } from '@backoffice/shared';
import type { PushRegistration } from './push-registration';
import { followAuthentication } from './follow-authentication';
import { SIGN_OUT_UNREGISTER_WAIT_MS, unregisterPushBeforeSignOut } from './push-service';

const signin: SigninResponse = {
  access_token: 'access-1',
  refresh_token: 'refresh-1',
  user: { id: 'u1', name: 'Ada', email: 'ada@backoffice.test', role: 'admin' },
};

function fakeRegistration() {
  const events: string[] = [];
  const registration: PushRegistration = {
    signedIn: () => events.push('signedIn'),
    signedOut: () => {
      events.push('signedOut');
      return Promise.resolve();
    },
    register: () => Promise.resolve({ status: 'skipped', reason: 'unchanged' }),
    dispose: () => events.push('dispose'),
  };
  return { registration, events };
}

beforeEach(() => useAuthStore.getState().logout());

describe('followAuthentication (docs/spec.md §4)', () => {
  it('unregisters at start when not authenticated, registers on sign-in, unregisters on sign-out', () => {
    const { registration, events } = fakeRegistration();
    const stop = followAuthentication(registration);
    expect(events).toEqual(['signedOut']);
    useAuthStore.getState().login(signin);
    expect(events).toEqual(['signedOut', 'signedIn']);
    useAuthStore.getState().logout();
    expect(events).toEqual(['signedOut', 'signedIn', 'signedOut']);
    stop();
  });

  it('registers at start when the session was restored', () => {
    useAuthStore.getState().login(signin);
    const { registration, events } = fakeRegistration();
    const stop = followAuthentication(registration);
    expect(events).toEqual(['signedIn']);
    stop();
  });

  it('does not restart on a token update, and stops following when stopped', () => {
    const { registration, events } = fakeRegistration();
    const stop = followAuthentication(registration);
    useAuthStore.getState().login(signin);
    useAuthStore.getState().updateToken({ access: 'access-2' });
    expect(events).toEqual(['signedOut', 'signedIn']);
    stop();
    expect(events.at(-1)).toBe('dispose');
    useAuthStore.getState().logout();
    expect(events).toEqual(['signedOut', 'signedIn', 'dispose']);
  });
});

describe('unregisterPushBeforeSignOut', () => {
  afterEach(() => vi.useRealTimers());

  it('resolves when the device is unregistered', async () => {
    let finish: () => void = () => {};
    const { registration } = fakeRegistration();
    registration.signedOut = () => new Promise<void>((resolve) => (finish = resolve));
    let done = false;
    const waiting = unregisterPushBeforeSignOut(registration).then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    finish();
    await waiting;
    expect(done).toBe(true);
  });

  it('goes on after 3 s when the api does not answer', async () => {
    vi.useFakeTimers();
    const { registration } = fakeRegistration();
    registration.signedOut = () => new Promise<void>(() => {});
    let done = false;
    void unregisterPushBeforeSignOut(registration).then(() => (done = true));
    expect(SIGN_OUT_UNREGISTER_WAIT_MS).toBe(3000);
    await vi.advanceTimersByTimeAsync(SIGN_OUT_UNREGISTER_WAIT_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});
