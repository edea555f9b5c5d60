import { useAuthStore, type StaffRole } from '@backoffice/shared';
import { MemoryRouter, Route, Routes } from '@backoffice/shared/router';
import { render, screen, within } from '@testing-library/react';
import { SettingsLayout } from './settings-layout';

function renderAt(path: string, staffRole: StaffRole) {
  useAuthStore.getState().login({
    access_token: 'a',
    refresh_token: 'r',
    user: { id: 'ADM-1', name: 'A', email: 'a@x.test', role: 'admin', staffRole },
  });
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/settings" element={<SettingsLayout />}>
          <Route index element={<h1>General page</h1>} />
          <Route path="staff" element={<h1>Staff page</h1>} />
          <Route path="activity" element={<h1>Activity page</h1>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => useAuthStore.getState().logout());

const menu = () => screen.getByRole('navigation', { name: 'Settings pages' });

describe('Settings layout', () => {
  it("lists the role's pages and marks the one shown", () => {
    renderAt('/settings/activity', 'auditor');
    const links = within(menu()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['General', 'Security', 'Activity']);
    expect(within(menu()).getByRole('link', { current: 'page' })).toHaveTextContent('Activity');
    expect(screen.getByRole('heading', { name: 'Activity page' })).toBeInTheDocument();
  });

  it('says a page is not for the role instead of showing it', () => {
    renderAt('/settings/staff', 'auditor');
    expect(screen.queryByRole('heading', { name: 'Staff page' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Staff' })).toBeInTheDocument();
    expect(screen.getByText('Not available to your role')).toBeInTheDocument();
    expect(screen.getByText(/Only owners can manage staff accounts/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
  });

  it('shows an owner the page', () => {
    renderAt('/settings/staff', 'owner');
    expect(screen.getByRole('heading', { name: 'Staff page' })).toBeInTheDocument();
    expect(within(menu()).getByRole('link', { current: 'page' })).toHaveTextContent('Staff');
  });
});
