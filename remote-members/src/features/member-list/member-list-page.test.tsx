import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  failure,
  ok,
  startFakeApi,
  type FakeApi,
  captureDownloads,
} from '@backoffice/shared/testing';
import { aMemberSummary, aPage } from '../../testing/member-fixtures';
import { renderRoute } from '../../testing/render-route';
import { MemberListPage } from './member-list-page';

const LIST = 'GET /user/admin/members';
let api: FakeApi;

beforeEach(async () => {
  api = await startFakeApi();
  api.on(LIST, () => ok(aPage([aMemberSummary()], 45)));
  api.on('GET /saved-views', () => ok([]));
});
afterEach(() => api.close());

function renderList(url = '/members-management') {
  return renderRoute(<MemberListPage />, { path: '/members-management', url });
}
const location = () => screen.getByTestId('location').textContent;
const lastListQuery = () => Object.fromEntries(api.requestsTo(LIST).at(-1)?.url.searchParams ?? []);

describe('MemberListPage URL state', () => {
  it('sends the filters, sort and page held in the URL to the api', async () => {
    renderList(
      '/members-management?status=suspended&verified=true&sort=-fullName&page=2&search=okafor&from=2025-01-01&to=2025-12-31',
    );
    expect(await screen.findByRole('link', { name: /Amara Okafor/ })).toBeInTheDocument();
    expect(lastListQuery()).toEqual({
      status: 'suspended',
      verified: 'true',
      sort: '-fullName',
      page: '2',
      limit: '20',
      search: 'okafor',
      from: '2025-01-01',
      to: '2025-12-31',
      tz: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    expect(screen.getByLabelText('Search members')).toHaveValue('okafor');
    expect(screen.getByLabelText('Status')).toHaveValue('suspended');
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('debounces "Search members" by 300 ms into the URL, once, and returns to page 1', async () => {
    renderList('/members-management?page=3');
    await screen.findByRole('link', { name: /Amara Okafor/ });
    await userEvent.type(screen.getByLabelText('Search members'), 'amara');
    // Typing is faster than the debounce: nothing committed yet.
    expect(location()).toBe('/members-management?page=3');
    await waitFor(() => expect(location()).toBe('/members-management?search=amara'));
    await waitFor(() => expect(lastListQuery()).toMatchObject({ search: 'amara', page: '1' }));
    const searches = api.requestsTo(LIST).filter((r) => r.url.searchParams.has('search'));
    expect(searches).toHaveLength(1);
  });

  it('cuts a search longer than the api takes, so the list is searched rather than shown whole', async () => {
    renderList();
    await screen.findByRole('link', { name: /Amara Okafor/ });
    const box = screen.getByLabelText('Search members');
    await userEvent.click(box);
    await userEvent.paste('okafor '.repeat(40));
    const kept = 'okafor '.repeat(40).slice(0, 200).trim();
    expect(box).toHaveValue('okafor '.repeat(40).slice(0, 200));
    await waitFor(() => expect(lastListQuery()).toMatchObject({ search: kept, page: '1' }));
  });

  it('writes filters, sorting and paging to the URL', async () => {
    renderList();
    await screen.findByRole('link', { name: /Amara Okafor/ });

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(location()).toBe('/members-management?page=2');

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'deactivated');
    expect(location()).toBe('/members-management?status=deactivated');

    await userEvent.selectOptions(screen.getByLabelText('Verified'), 'false');
    await userEvent.click(screen.getByRole('button', { name: /Last active/ }));
    expect(location()).toBe(
      '/members-management?status=deactivated&verified=false&sort=lastActiveAt',
    );
    await waitFor(() =>
      expect(lastListQuery()).toMatchObject({
        status: 'deactivated',
        verified: 'false',
        sort: 'lastActiveAt',
      }),
    );
  });

  it('says which filters hide every member, and clears them', async () => {
    api.on(LIST, (request) =>
      ok(request.url.searchParams.has('status') ? aPage([]) : aPage([aMemberSummary()])),
    );
    renderList('/members-management?status=suspended&search=zed');
    expect(await screen.findByText('No members match these filters')).toBeInTheDocument();
    expect(screen.getByText('Nothing matches search “zed”, status Suspended.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(location()).toBe('/members-management');
    expect(await screen.findByRole('link', { name: /Amara Okafor/ })).toBeInTheDocument();
    expect(screen.getByLabelText('Search members')).toHaveValue('');
  });

  it('shows the error with a Retry that asks again', async () => {
    api.on(LIST, () => failure(400, 'search: Too long'));
    renderList();
    expect(await screen.findByText('search: Too long')).toBeInTheDocument();
    api.on(LIST, () => ok(aPage([aMemberSummary()])));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: /Amara Okafor/ })).toBeInTheDocument();
  });

  it('explains a date range that ends before it starts instead of asking the api', async () => {
    renderList('/members-management?from=2025-06-01&to=2025-01-01');
    expect(
      await screen.findAllByText('The end date must not be before the start date'),
    ).not.toHaveLength(0);
    expect(screen.getByLabelText('Joined to')).toHaveAttribute('aria-invalid', 'true');
    expect(api.requestsTo(LIST)).toHaveLength(0);
    // A line as short as a count, so that the filters stay where they are on a phone (e2e
    // filter-toolbar-layout measures them).
    expect(screen.getByText('No count for these dates')).toBeInTheDocument();
  });

  it('links each row to the member profile', async () => {
    renderList();
    await userEvent.click(await screen.findByRole('link', { name: /Amara Okafor/ }));
    expect(location()).toBe('/members-management/member-profile/mem_0001');
  });

  it("carries the list's filters and page to the profile, for its way back", async () => {
    renderList('/members-management?status=active&page=2');
    await userEvent.click(await screen.findByRole('link', { name: /Amara Okafor/ }));
    expect(location()).toBe('/members-management/member-profile/mem_0001?status=active&page=2');
  });
});

describe('Export CSV', () => {
  it('downloads every member the current filter matches, across pages', async () => {
    const members = Array.from({ length: 150 }, (_, index) =>
      aMemberSummary({ id: `mem_${index}`, fullName: `Member ${index}` }),
    );
    api.on(LIST, (request) => {
      const page = Number(request.url.searchParams.get('page'));
      const limit = Number(request.url.searchParams.get('limit'));
      return ok(aPage(members.slice((page - 1) * limit, page * limit), 150, page, limit));
    });
    const blobs = captureDownloads();

    renderList('/members-management?status=active');
    await screen.findByRole('link', { name: 'Member 0' });
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));

    expect(
      await screen.findByText('Exported 150 members to CSV', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    const exportPages = api
      .requestsTo(LIST)
      .filter((request) => request.url.searchParams.get('limit') === '100');
    expect(exportPages.map((r) => r.url.searchParams.get('page'))).toEqual(['1', '2']);
    expect(exportPages.every((r) => r.url.searchParams.get('status') === 'active')).toBe(true);
    const lines = (await blobs[0]!.text()).trim().split(/\r?\n/);
    expect(lines).toHaveLength(151);
    expect(lines[0]).toBe('id,name,email,phone,status,verified,location,joined,lastActive');
    expect(lines[150]).toContain('mem_149,Member 149');
  });

  it('reports a failed export in a toast', async () => {
    renderList();
    await screen.findByRole('link', { name: /Amara Okafor/ });
    api.on(LIST, () => failure(500, 'Database unavailable'));
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    // The live list refetches meanwhile and fails too, so the page may hold more than one alert.
    const toast = (await screen.findByText('Export failed: Database unavailable')).closest(
      '[role="alert"]',
    );
    expect(toast).not.toBeNull();
  });
});

describe('selection (issue 22)', () => {
  const members = Array.from({ length: 5 }, (_, index) =>
    aMemberSummary({ id: `mem_${index}`, fullName: `Member ${index}` }),
  );

  it('exports exactly the rows picked with a click and a shift-click', async () => {
    api.on(LIST, () => ok(aPage(members, members.length)));
    const blobs = captureDownloads();
    renderList();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Member 1' }));
    await user.keyboard('{Shift>}');
    await user.click(screen.getByRole('checkbox', { name: 'Select Member 3' }));
    await user.keyboard('{/Shift}');
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(within(bar).getByText('3 selected')).toBeInTheDocument();

    await user.click(within(bar).getByRole('button', { name: 'Export selected' }));
    expect(await screen.findByText('Exported 3 selected')).toBeInTheDocument();
    const lines = (await blobs[0]!.text()).trim().split(/\r?\n/);
    expect(lines[0]).toBe('id,name,email,phone,status,verified,location,joined,lastActive');
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(['mem_1', 'mem_2', 'mem_3']);
  });

  it('marks a row another admin changed when the live list refetches', async () => {
    api.on(LIST, () => ok(aPage(members, members.length)));
    renderList();
    await screen.findByRole('link', { name: 'Member 2' });
    expect(screen.queryByText('Changed just now')).not.toBeInTheDocument();
    const suspended = members.map((member) =>
      member.id === 'mem_2' ? { ...member, status: 'suspended' as const } : member,
    );
    api.on(LIST, () => ok(aPage(suspended, suspended.length)));
    const row = (await screen.findByText('Changed just now', undefined, { timeout: 4000 })).closest(
      'tr',
    );
    expect(row).toHaveTextContent('Member 2');
    expect(row).toHaveTextContent('Suspended');
    expect(screen.getAllByText('Changed just now')).toHaveLength(1);
  });
});
