import { createQueryClient, DEFAULT_DUE_TARGETS } from '@backoffice/shared';
import { failure, ok, startFakeApi, type FakeApi } from '@backoffice/shared/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DueTargetsForm } from './due-targets-form';

const changed = {
  supportFirstReplyMinutes: 90,
  supportNextReplyMinutes: 240,
  reviewDecisionMinutes: 2 * 24 * 60,
  overdueNotifyRoles: [],
};

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());

function renderForm() {
  api.seen.length = 0;
  render(
    <QueryClientProvider client={createQueryClient()}>
      <DueTargetsForm />
    </QueryClientProvider>,
  );
}

const target = async (name: string) => within(await screen.findByRole('group', { name }));
const saves = () => api.seen.filter((request) => request.method === 'PUT');
const saveButton = () => screen.getByRole('button', { name: 'Save targets' });

describe('Settings → Due targets', () => {
  it('shows each target in its largest whole unit and says when they are the defaults', async () => {
    api.on('GET /settings/targets', () => ok(DEFAULT_DUE_TARGETS));
    renderForm();
    const first = await target('Support: first reply');
    expect(first.getByRole('textbox', { name: 'Time' })).toHaveValue('2');
    expect(first.getByRole('combobox', { name: 'Unit' })).toHaveValue('hours');
    const review = await target('Review: decision');
    expect(review.getByRole('textbox', { name: 'Time' })).toHaveValue('3');
    expect(review.getByRole('combobox', { name: 'Unit' })).toHaveValue('days');
    expect(screen.getByText(/they are the defaults/)).toBeInTheDocument();
  });

  it('saves what was typed in minutes', async () => {
    api.on('GET /settings/targets', () => ok(DEFAULT_DUE_TARGETS));
    api.on('PUT /settings/targets', () => ok(changed));
    renderForm();
    const first = await target('Support: first reply');
    await userEvent.clear(first.getByRole('textbox', { name: 'Time' }));
    await userEvent.type(first.getByRole('textbox', { name: 'Time' }), '1.5');
    const next = await target('Support: next reply');
    await userEvent.clear(next.getByRole('textbox', { name: 'Time' }));
    await userEvent.type(next.getByRole('textbox', { name: 'Time' }), '4');
    const review = await target('Review: decision');
    await userEvent.clear(review.getByRole('textbox', { name: 'Time' }));
    await userEvent.type(review.getByRole('textbox', { name: 'Time' }), '2');
    await userEvent.click(saveButton());
    await waitFor(() => expect(first.getByRole('textbox', { name: 'Time' })).toHaveValue('90'));
    expect(saves().map((request) => request.body)).toEqual([changed]);
    expect(first.getByRole('combobox', { name: 'Unit' })).toHaveValue('minutes');
    expect(screen.queryByText(/they are the defaults/)).toBeNull();
  });

  it('saves the roles told when something goes overdue, and shows them ticked after', async () => {
    const saved = { ...DEFAULT_DUE_TARGETS, overdueNotifyRoles: ['support'] };
    api.on('GET /settings/targets', () => ok(saved));
    api.on('PUT /settings/targets', () =>
      ok({ ...saved, overdueNotifyRoles: ['support', 'reviewer'] }),
    );
    renderForm();
    const roles = await target('Tell these roles when something goes overdue');
    expect(roles.getByRole('checkbox', { name: 'Support' })).toBeChecked();
    expect(roles.getByRole('checkbox', { name: 'Reviewer' })).not.toBeChecked();
    await userEvent.click(roles.getByRole('checkbox', { name: 'Reviewer' }));
    await userEvent.click(saveButton());
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]?.body).toMatchObject({
      overdueNotifyRoles: expect.arrayContaining(['support', 'reviewer']) as unknown,
    });
    await waitFor(() => expect(saveButton()).toBeDisabled());
    expect(roles.getByRole('checkbox', { name: 'Reviewer' })).toBeChecked();
  });

  it.each([
    ['what is not a number', 'soon', 'hours', /Enter a number, such as 2 or 1\.5/],
    ['less than a minute', '0', 'minutes', /The first-reply target must be at least 1 minute/],
    ['part of a minute', '1.5', 'minutes', /The first-reply target must be whole minutes/],
    ['more than 90 days', '91', 'days', /The first-reply target must be at most 90 days/],
  ])('refuses %s without asking the api, saying why', async (_, typed, unit, why) => {
    api.on('GET /settings/targets', () => ok(DEFAULT_DUE_TARGETS));
    renderForm();
    const first = await target('Support: first reply');
    const time = first.getByRole('textbox', { name: 'Time' });
    await userEvent.clear(time);
    await userEvent.type(time, typed);
    await userEvent.selectOptions(first.getByRole('combobox', { name: 'Unit' }), unit);
    await userEvent.click(saveButton());
    expect(await first.findByText(why)).toBeInTheDocument();
    expect(time).toHaveAccessibleDescription(why);
    expect(saves()).toHaveLength(0);
  });

  it('keeps what was typed when the save fails, with the reason beside the target it names', async () => {
    api.on('GET /settings/targets', () => ok(DEFAULT_DUE_TARGETS));
    api.on('PUT /settings/targets', () =>
      failure(400, 'The next-reply target is too short', 'supportNextReplyMinutes'),
    );
    renderForm();
    const next = await target('Support: next reply');
    const time = next.getByRole('textbox', { name: 'Time' });
    await userEvent.clear(time);
    await userEvent.type(time, '3');
    await userEvent.click(saveButton());
    expect(await next.findByText('The next-reply target is too short')).toBeInTheDocument();
    expect(time).toHaveValue('3');

    api.on('PUT /settings/targets', () => failure(500, 'The database is unavailable'));
    await userEvent.click(saveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is unavailable');
    expect(time).toHaveValue('3');
  });

  it('says when the targets cannot be loaded, and retries', async () => {
    api.on('GET /settings/targets', () => failure(500, 'The database is unavailable'));
    renderForm();
    expect(await screen.findByText('Could not load the targets')).toBeInTheDocument();
    api.on('GET /settings/targets', () => ok(DEFAULT_DUE_TARGETS));
    await userEvent.click(screen.getByRole('button', { name: /Retry|Try again/ }));
    expect(await target('Support: first reply')).toBeTruthy();
  });
});
