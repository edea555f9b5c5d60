import { createQueryClient } from '@backoffice/shared';
import { failure, ok, startFakeApi, type FakeApi } from '@backoffice/shared/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApprovalThresholdForm } from './approval-threshold-form';

let api: FakeApi;

beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(() => {
  api.seen.length = 0;
});

function renderForm() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ApprovalThresholdForm />
    </QueryClientProvider>,
  );
}

const field = () => screen.findByRole('textbox', { name: 'Second approval above (US dollars)' });
const saves = () => api.seen.filter((request) => request.method === 'PUT');

describe('Settings → Approvals', () => {
  it('shows the threshold in dollars and saves a new one in cents', async () => {
    api.on('GET /settings/approval', () => ok({ thresholdUsd: 1_000_000 }));
    api.on('PUT /settings/approval', (request) => ok(request.body));
    renderForm();
    const input = await field();
    expect(input).toHaveValue('10000');
    await userEvent.clear(input);
    await userEvent.type(input, '25,000.50');
    await userEvent.click(screen.getByRole('button', { name: 'Save threshold' }));
    expect(await screen.findByText(/Now: \$25,000\.50/)).toBeInTheDocument();
    expect(saves().map((request) => request.body)).toEqual([{ thresholdUsd: 2_500_050 }]);
  });

  it.each([
    ['what is not an amount', 'ten', /Enter an amount in US dollars, such as 10000/],
    // Far beyond the largest threshold: the rule, not zod's safe-integer message.
    [
      'an amount far beyond the largest',
      '99999999999999',
      /The threshold is at most \$1,000,000,000/,
    ],
  ])('refuses %s without asking the api, saying why', async (_, typed, why) => {
    api.on('GET /settings/approval', () => ok({ thresholdUsd: 1_000_000 }));
    renderForm();
    const input = await field();
    await userEvent.clear(input);
    await userEvent.type(input, typed);
    await userEvent.click(screen.getByRole('button', { name: 'Save threshold' }));
    expect(input).toHaveAccessibleDescription(why);
    expect(saves()).toHaveLength(0);
  });

  it('keeps the typed amount and says why when the save fails', async () => {
    api.on('GET /settings/approval', () => ok({ thresholdUsd: 1_000_000 }));
    api.on('PUT /settings/approval', () => failure(500, 'The database is unavailable'));
    renderForm();
    const input = await field();
    await userEvent.clear(input);
    await userEvent.type(input, '5000');
    await userEvent.click(screen.getByRole('button', { name: 'Save threshold' }));
    expect(await screen.findByText('The database is unavailable')).toBeInTheDocument();
    expect(input).toHaveValue('5000');
  });

  it('says when the settings cannot be loaded, and retries', async () => {
    api.on('GET /settings/approval', () => failure(403, 'Only owners can change the settings'));
    renderForm();
    expect(await screen.findByText('Could not load the approval settings')).toBeInTheDocument();
    api.on('GET /settings/approval', () => ok({ thresholdUsd: 1_000_000 }));
    await userEvent.click(screen.getByRole('button', { name: /Retry|Try again/ }));
    expect(await field()).toHaveValue('10000');
  });
});
