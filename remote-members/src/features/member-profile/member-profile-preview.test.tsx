import { memberKeys } from '@backoffice/shared';
import { screen } from '@testing-library/react';
import { failure, ok, startFakeApi, type FakeApi } from '@backoffice/shared/testing';
import type { QueryClient } from '@tanstack/react-query';
import { aMember, aMemberSummary, aPage } from '../../testing/member-fixtures';
import { renderRoute } from '../../testing/render-route';
import { MemberProfilePage } from './member-profile-page';

const DETAIL = 'GET /user/admin/detail';

let api: FakeApi;
beforeEach(async () => {
  api = await startFakeApi();
});
afterEach(() => api.close());

/** The profile's answer, held back until `release` is called. */
function holdDetail(reply: ReturnType<typeof ok>) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  api.on(DETAIL, async () => {
    await released;
    return reply;
  });
  return release;
}

/** A members list page in the cache holding the member's row, as the list left it. */
const listedOnce = (queryClient: QueryClient) =>
  queryClient.setQueryData(memberKeys.list({ page: 1, limit: 20 }), aPage([aMemberSummary()]));

const renderProfile = (seed?: (queryClient: QueryClient) => void) =>
  renderRoute(<MemberProfilePage />, {
    path: '/members-management/member-profile/:memberId',
    url: '/members-management/member-profile/mem_0001',
    ...(seed && { seed }),
  });

describe('MemberProfilePage shown from the list', () => {
  it('shows the name, details and every section heading before the profile answers, then the rest', async () => {
    const release = holdDetail(ok(aMember()));
    renderProfile(listedOnce);
    expect(screen.getByRole('heading', { level: 1, name: 'Amara Okafor' })).toBeVisible();
    expect(screen.getByText('+44 20 7946 0001')).toBeInTheDocument();
    expect(screen.getByText('Leeds, UK')).toBeInTheDocument();
    for (const name of ['Details', 'Account', 'Contact details', 'Funding requests', 'History'])
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    // The figures only the profile has are busy; the details the row had are not.
    expect(screen.getByRole('region', { name: 'Member statistics' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.queryByText('£1,250.00')).toBeNull();

    release();
    expect(await screen.findByText('£1,250.00')).toBeInTheDocument();
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Amara Okafor');
  });

  it('shows the error when the profile fails, not the list row as if it had loaded', async () => {
    const release = holdDetail(failure(500, 'Database unavailable'));
    renderProfile(listedOnce);
    expect(screen.getByRole('heading', { level: 1, name: 'Amara Okafor' })).toBeVisible();
    release();
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Contact details' })).toBeNull();
  });

  it('shows the loading state for a member no list has fetched', () => {
    holdDetail(ok(aMember()));
    renderProfile();
    expect(screen.getByRole('heading', { name: 'Loading member…' })).toBeInTheDocument();
  });
});
