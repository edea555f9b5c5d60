import { act, render, screen } from '@testing-library/react';
import { useAuthStore } from '@backoffice/shared/session';
import type { AuthUser } from '../contract';
import { permissionFor } from './permission-for';
import { PermittedButton } from './permitted-button';

const staff = (staffRole: AuthUser['staffRole']): AuthUser => ({
  id: 'ADM-9',
  name: 'Sam',
  email: 'sam@backoffice.test',
  role: 'admin',
  staffRole,
});

describe('permissionFor', () => {
  it('follows the contract table and says why not', () => {
    expect(permissionFor(staff('finance'), 'manageCoupons')).toEqual({
      allowed: true,
      reason: undefined,
    });
    expect(permissionFor(staff('support'), 'manageCoupons')).toEqual({
      allowed: false,
      reason: 'Only owners and finance staff can change coupons (your role: Support)',
    });
  });

  it('offers everything to a session stored before roles (the api still decides)', () => {
    expect(permissionFor(staff(undefined), 'manageMembers').allowed).toBe(true);
  });
});

describe('PermittedButton', () => {
  afterEach(() => act(() => useAuthStore.setState({ user: null })));

  it('is disabled for a role without the permission, with the reason as tooltip and description', () => {
    useAuthStore.setState({ user: staff('auditor') });
    render(<PermittedButton permission="decideFunding">Approve</PermittedButton>);
    const button = screen.getByRole('button', { name: 'Approve' });
    const reason = 'Only owners and reviewers can change a funding request (your role: Auditor)';
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(reason);
    expect(button.parentElement).toHaveAttribute('title', reason);
  });

  it('is a plain button for a role with the permission', () => {
    useAuthStore.setState({ user: staff('reviewer') });
    render(<PermittedButton permission="decideFunding">Approve</PermittedButton>);
    const button = screen.getByRole('button', { name: 'Approve' });
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-describedby');
  });
});
