import {
  allowedFundingTransitions,
  fundingRequestActions,
  fundingStatusActions,
  roleMayAct,
  staffRoles,
  VIEW_ONLY_TEXT,
  ViewOnly,
  type FundingStatus,
} from '@backoffice/shared';
import { signedInAs } from '@backoffice/shared/testing';
import { render, screen } from '@testing-library/react';
import { fakeApi, fundingRequest } from '../../testing/fake-api';
import { renderWithProviders } from '../../testing/render-with-providers';
import { RequesterCard } from './requester-card';
import { SecondApprovalActions } from './second-approval';
import { StatusActions } from './status-actions';
import { transitionLabels } from './transitions';

/** Generated from the contract's actions table: each role sees exactly the controls it may use. */
const statuses: FundingStatus[] = ['pending', 'under_review', 'approved'];
const cases = staffRoles.flatMap((role) => statuses.map((status) => [role, status] as const));

describe('a request’s controls, for every role, from the actions table', () => {
  it.each(cases)('%s on a %s request', async (role, status) => {
    await signedInAs(role, () => {
      render(<StatusActions status={status} onSelect={() => undefined} />);
      for (const target of allowedFundingTransitions(status)) {
        const action = fundingStatusActions[target];
        const button = screen.queryByRole('button', { name: transitionLabels[target] });
        if (roleMayAct(role, action)) expect(button, `${target}`).toBeInTheDocument();
        else expect(button, `${target}`).not.toBeInTheDocument();
      }
    });
  });

  it.each(staffRoles)('%s: the second approval and the conversation', async (role) => {
    await signedInAs(role, () => {
      fakeApi(() => undefined);
      renderWithProviders(
        <>
          <SecondApprovalActions
            firstApproval={{
              by: { id: 'ADM-77', name: 'Someone Else' },
              at: '2026-01-01T00:00:00Z',
            }}
            onApprove={() => undefined}
            onSendBack={() => undefined}
          />
          <RequesterCard requester={fundingRequest().requester} />
        </>,
      );
      const shown = (name: string) => screen.queryByRole('button', { name }) !== null;
      expect(shown('Approve')).toBe(roleMayAct(role, 'approve'));
      expect(shown('Send back')).toBe(roleMayAct(role, 'sendBack'));
      expect(shown('Open support conversation')).toBe(roleMayAct(role, 'startChat'));
    });
  });

  it.each(staffRoles)('%s reads "View only" once where it can do nothing', async (role) => {
    await signedInAs(role, () => {
      render(<ViewOnly actions={fundingRequestActions} />);
      const canAct = fundingRequestActions.some((action) => roleMayAct(role, action));
      expect(screen.queryAllByText(VIEW_ONLY_TEXT)).toHaveLength(canAct ? 0 : 1);
    });
  });
});
