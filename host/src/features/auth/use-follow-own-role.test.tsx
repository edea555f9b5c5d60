import { createQueryClient, useAuthStore, usePermission, type AuthUser } from '@backoffice/shared';
import { ok, startFakeApi, type FakeApi } from '@backoffice/shared/testing';
import { focusManager, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { useFollowOwnRole } from './use-follow-own-role';

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());

const reviewer: AuthUser = {
  id: 'ADM-1',
  name: 'Riley Reviewer',
  email: 'reviewer@backoffice.test',
  role: 'admin',
  staffRole: 'reviewer',
};

/** What a page offers: here, whether the person may decide on funding requests. */
function Page() {
  useFollowOwnRole();
  const mayDecide = usePermission('decideFunding').allowed;
  return <p>{mayDecide ? 'May decide' : 'May not decide'}</p>;
}

beforeEach(() => {
  api.seen.length = 0;
  useAuthStore.getState().login({ access_token: 'a', refresh_token: 'r', user: reviewer });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Page />
    </QueryClientProvider>,
  );
});
afterEach(() => useAuthStore.getState().logout());

/** The person comes back to the dashboard's window. */
function refocus() {
  act(() => {
    focusManager.setFocused(false);
    focusManager.setFocused(true);
  });
}

describe('an open dashboard follows its own role', () => {
  it('costs no request at start: the stored copy is the first answer', () => {
    expect(screen.getByText('May decide')).toBeInTheDocument();
    expect(api.seen).toHaveLength(0);
  });

  it('takes away what an owner took away, on the next look at the api', async () => {
    api.on('GET /auth/me', () => ok({ ...reviewer, staffRole: 'auditor' }));
    refocus();
    expect(await screen.findByText('May not decide')).toBeInTheDocument();
    expect(useAuthStore.getState().user?.staffRole).toBe('auditor');
  });

  it('keeps the stored user when the role is unchanged', async () => {
    api.on('GET /auth/me', () => ok(reviewer));
    refocus();
    await vi.waitFor(() => expect(api.seen).toHaveLength(1));
    expect(useAuthStore.getState().user).toEqual(reviewer);
    expect(screen.getByText('May decide')).toBeInTheDocument();
  });
});
