import { ApiError, offerAreaContributions, type TimelineEntry } from '@backoffice/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { auditEntryFixture, ok, startFakeApi, type FakeApi } from '@backoffice/shared/testing';
import { renderRoute } from '../../testing/render-route';
import { MemberProfileTimeline, MemberTimeline } from './member-timeline';
import type { TimelinePartSource } from './timeline-parts';

const entry = (id: string, at: string, title: string): TimelineEntry => ({
  id,
  at,
  kind: 'Event',
  title,
});

const part = (key: string, title: string, entries: () => Promise<TimelineEntry[]>) =>
  ({ key, title, load: () => Promise.resolve(() => entries()) }) satisfies TimelinePartSource;

/** A part with `count` entries, one a day back from 1 Dec, that gives the newest it is asked for. */
function pagedPart(key: string, count: number) {
  const limits: (number | undefined)[] = [];
  const source: TimelinePartSource = {
    key,
    title: key,
    load: () =>
      Promise.resolve(async (_memberId, _signal, request) => {
        limits.push(request?.limit);
        return Array.from({ length: Math.min(count, request?.limit ?? 20) }, (_, index) =>
          entry(
            `${key}${index}`,
            new Date(Date.UTC(2026, 11, 1) - index * 86_400_000 - key.length).toISOString(),
            `${key} ${index}`,
          ),
        );
      }),
  };
  return { source, limits };
}

const renderTimeline = (parts: TimelinePartSource[]) =>
  renderRoute(<MemberTimeline memberId="MEM-1" parts={parts} />, { path: '/', url: '/' });

const entryTitles = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('span:nth-of-type(2)')?.textContent);

describe('the member timeline', () => {
  it('puts every part’s entries together, newest first', async () => {
    renderTimeline([
      part('remote_a', 'Submissions', async () => [
        entry('a1', '2026-11-01T10:00:00.000Z', 'Requested a van'),
        entry('a2', '2026-11-20T10:00:00.000Z', 'Approved: a van'),
      ]),
      part('remote_b', 'Support', async () => [
        entry('b1', '2026-11-10T10:00:00.000Z', 'Latest message: thanks'),
      ]),
      part('remote_c', 'Coupons', async () => [
        entry('c1', '2026-12-01T10:00:00.000Z', 'Redeemed SPRING10'),
      ]),
    ]);
    await screen.findByText('Redeemed SPRING10');
    await screen.findByText('Requested a van');
    expect(entryTitles()).toEqual([
      'Redeemed SPRING10',
      'Approved: a van',
      'Latest message: thanks',
      'Requested a van',
    ]);
  });

  it('shows a quiet line for a part that fails, and the other parts still', async () => {
    renderTimeline([
      part('remote_a', 'Submissions', async () => [
        entry('a1', '2026-11-01T10:00:00.000Z', 'Requested a van'),
      ]),
      {
        key: 'remote_support',
        title: 'Support',
        load: () => Promise.reject(new Error('Loading script failed')),
      },
      part('remote_c', 'Coupons', () =>
        Promise.reject(new ApiError('Your role cannot view this', { status: 403, kind: 'http' })),
      ),
    ]);
    expect(
      await screen.findByText('Support: this part of the timeline is unavailable right now.'),
    ).toBeVisible();
    expect(
      await screen.findByText('Coupons: your role cannot see this part of the timeline.'),
    ).toBeVisible();
    expect(screen.getByText('Requested a van')).toBeVisible();
  });

  it('refuses a part whose entries break the shape, on its own', async () => {
    renderTimeline([
      part('remote_a', 'Submissions', async () => [
        entry('a1', '2026-11-01T10:00:00.000Z', 'Requested a van'),
      ]),
      part('remote_b', 'Support', async () => [{ id: 'b1' } as TimelineEntry]),
    ]);
    expect(
      await screen.findByText('Support: this part of the timeline is unavailable right now.'),
    ).toBeVisible();
    expect(screen.getByText('Requested a van')).toBeVisible();
  });

  it('shows the newest 20, says older ones exist, and shows them on “Show older”', async () => {
    const coupons = pagedPart('coupons', 30);
    const support = pagedPart('support', 15);
    renderTimeline([coupons.source, support.source]);
    expect(
      await screen.findByText('Showing the newest 20; there are older entries.'),
    ).toBeVisible();
    expect(entryTitles()).toHaveLength(20);
    // Each part is asked for one more than is shown, so it can tell that older ones exist.
    expect([coupons.limits, support.limits]).toEqual([[21], [21]]);

    await userEvent.click(screen.getByRole('button', { name: 'Show older' }));
    await screen.findByText('Showing the newest 40; there are older entries.');
    await waitFor(() => expect(entryTitles()).toHaveLength(40));
    await userEvent.click(screen.getByRole('button', { name: 'Show older' }));
    await waitFor(() => expect(entryTitles()).toHaveLength(45));
    expect(screen.queryByRole('button', { name: 'Show older' })).toBeNull();
    expect(screen.queryByText(/there are older entries/)).toBeNull();
    expect([coupons.limits, support.limits]).toEqual([
      [21, 41, 61],
      [21, 41, 61],
    ]);
  });

  // A hundred entries, rendered five times, take seconds on a loaded machine.
  it('stops at the newest 100, pointing to the areas’ own pages for the rest', async () => {
    const coupons = pagedPart('coupons', 150);
    renderTimeline([coupons.source]);
    for (const shown of [20, 40, 60, 80]) {
      await screen.findByText(
        `Showing the newest ${shown}; there are older entries.`,
        {},
        { timeout: 5_000 },
      );
      await userEvent.click(screen.getByRole('button', { name: 'Show older' }));
    }
    expect(
      await screen.findByText(
        'Showing the newest 100; older entries are on each area’s own pages.',
        {},
        { timeout: 5_000 },
      ),
    ).toBeVisible();
    expect(entryTitles()).toHaveLength(100);
    expect(screen.queryByRole('button', { name: 'Show older' })).toBeNull();
    expect(coupons.limits.at(-1)).toBe(100);
  }, 30_000);

  it('says so when nothing has happened yet', async () => {
    renderTimeline([part('remote_a', 'Submissions', async () => [])]);
    expect(await screen.findByText('Nothing has happened to this member yet.')).toBeVisible();
  });
});

describe('the profile’s timeline', () => {
  let api: FakeApi;
  beforeEach(async () => {
    offerAreaContributions({ memberTimeline: [] });
    api = await startFakeApi();
  });
  afterEach(() => api.close());

  it('adds the parts the host offers from /remotes.json to the members area’s own', async () => {
    api.on('GET /audit/entity', () =>
      ok([
        auditEntryFixture({
          at: '2026-11-15T10:00:00.000Z',
          actor: { id: 'ADM-1', name: 'Alex Admin' },
          kind: 'member.update',
        }),
      ]),
    );
    offerAreaContributions({
      memberTimeline: [
        {
          remote: 'remote_coupons',
          title: 'Coupons',
          load: () =>
            Promise.resolve({
              default: async () => [entry('c1', '2026-12-01T10:00:00.000Z', 'Redeemed SPRING10')],
            }),
        },
      ],
    });
    renderRoute(<MemberProfileTimeline memberId="MEM-1" />, { path: '/', url: '/' });
    await screen.findByText('Redeemed SPRING10');
    await screen.findByText('by Alex Admin');
    expect(entryTitles()[0]).toBe('Redeemed SPRING10');
  });
});
