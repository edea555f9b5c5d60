import { createQueryClient, type RumReleaseFigures } from '@backoffice/shared';
import { MemoryRouter } from '@backoffice/shared/router';
import { ok, signedInAs, startFakeApi, type FakeApi } from '@backoffice/shared/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import HealthPage from './health-page';

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());

const figures = (release: string, dataShown: number, extra: Partial<RumReleaseFigures> = {}) => ({
  release,
  canary: false,
  firstSeen: '2026-11-28T10:00:00.000Z',
  sessions: 4,
  errors: 0,
  errorRate: 0,
  p75: { LCP: 800, INP: 40, CLS: 0.02, TTFB: 120, 'data-shown': dataShown },
  ...extra,
});

function renderPage() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <HealthPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('Settings → Health', () => {
  it('shows each area with its release beside the one before it: p75 in ms, errors, sessions', async () => {
    api.on('GET /rum/summary', () =>
      ok({
        since: '2026-11-27T12:00:00.000Z',
        areas: [
          {
            area: 'Support',
            releases: [
              figures('1.5.0', 640, { canary: true, errors: 1, errorRate: 0.25 }),
              figures('1.4.0', 512),
            ],
            hours: [
              { hour: '2026-11-28T09:00:00.000Z', p75DataShown: 500, sessions: 2, errors: 0 },
              { hour: '2026-11-28T10:00:00.000Z', p75DataShown: 640, sessions: 2, errors: 1 },
            ],
          },
        ],
      }),
    );
    renderPage();
    const table = await screen.findByRole('table', { name: 'Support figures by release' });
    expect(
      within(table).getByRole('columnheader', { name: 'Release 1.5.0 (canary)' }),
    ).toBeVisible();
    expect(within(table).getByRole('columnheader', { name: 'Release before 1.4.0' })).toBeVisible();
    const dataShown = within(table).getByRole('row', { name: /Data shown/ });
    expect(dataShown).toHaveTextContent('p75 640 ms');
    expect(dataShown).toHaveTextContent('p75 512 ms');
    expect(within(table).getByRole('row', { name: 'Errors 1 0' })).toBeVisible();
    expect(within(table).getByRole('row', { name: 'Sessions with an error 25% 0%' })).toBeVisible();
    expect(within(table).getByRole('row', { name: 'Sessions 4 4' })).toBeVisible();
    expect(
      screen
        .getByRole('img', { name: /Support: data shown p75 by hour/ })
        .querySelector('polyline'),
    ).not.toBeNull();
  });

  it('keeps the release before in the comparison when reports of no known release came later', async () => {
    api.on('GET /rum/summary', () =>
      ok({
        since: '2026-11-27T12:00:00.000Z',
        areas: [
          {
            area: 'Coupons',
            releases: [figures('unknown', 900), figures('1.1.0', 640), figures('1.0.0', 512)],
            hours: [],
          },
        ],
      }),
    );
    renderPage();
    const table = await screen.findByRole('table', { name: 'Coupons figures by release' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Last 24 hours', 'Release 1.1.0', 'Release before 1.0.0', 'Release unknown']);
  });

  it('says so when nobody visited', async () => {
    api.on('GET /rum/summary', () => ok({ since: '2026-11-27T12:00:00.000Z', areas: [] }));
    renderPage();
    expect(await screen.findByText('No visits in the last 24 hours')).toBeVisible();
  });

  it('tells a reviewer the page is for owners, and asks the api nothing', async () => {
    await signedInAs('reviewer', () => {
      const before = api.seen.length;
      renderPage();
      expect(screen.getByText(/Only owners can see how the dashboard runs/)).toBeVisible();
      expect(api.seen.length).toBe(before);
    });
  });
});
