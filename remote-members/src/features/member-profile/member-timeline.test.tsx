import { ApiError, offerAreaContributions, type TimelineEntry } from '@backoffice/shared';
import { screen, within } from '@testing-library/react';
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
