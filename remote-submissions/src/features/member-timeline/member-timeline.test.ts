import { areaPaths, type FundingDecision } from '@backoffice/shared';
import { ok, startFakeApi, type FakeApi } from '@backoffice/shared/testing';
import { fundingRequest } from '../../testing/fake-api';
import submissionsPart from './member-timeline';

const decision = (patch: Partial<FundingDecision>): FundingDecision => ({
  id: '1',
  requestId: 'FR-10001',
  title: 'Knee surgery for Maria',
  at: '2026-11-02T10:00:00.000Z',
  actor: 'Ana Reviewer',
  action: 'status_changed',
  ...patch,
});

describe("submissions' part of a member's timeline", () => {
  let api: FakeApi;
  beforeEach(async () => {
    api = await startFakeApi();
  });
  afterEach(() => api.close());

  it('tells each recorded decision, not only the status the request is at, in two reads', async () => {
    api.on('GET /funding-requests/dashboard/funding/list', () =>
      ok({ items: [fundingRequest({ status: 'approved' })], total: 1, page: 1, limit: 20 }),
    );
    api.on('GET /funding-requests/dashboard/funding/decisions', () =>
      ok({
        items: [
          decision({
            id: '9',
            action: 'status_changed',
            from: 'under_review',
            to: 'approved',
            actor: 'Bo Second',
            at: '2026-11-05T10:00:00.000Z',
          }),
          decision({ id: '8', action: 'first_approval', at: '2026-11-04T10:00:00.000Z' }),
          decision({
            id: '7',
            action: 'sent_back',
            actor: 'Bo Second',
            reason: 'The quote is missing',
            at: '2026-11-03T10:00:00.000Z',
          }),
          decision({
            id: '6',
            action: 'first_approval',
            from: 'pending',
            to: 'under_review',
            at: '2026-11-02T10:00:00.000Z',
          }),
        ],
        total: 4,
      }),
    );
    const entries = await submissionsPart('M-1', new AbortController().signal);
    expect(entries.map((entry) => [entry.kind, entry.title, entry.detail])).toEqual([
      ['Decision', 'Approved: “Knee surgery for Maria”', 'FR-10001 · by Bo Second'],
      ['Decision', 'First approval: “Knee surgery for Maria”', 'FR-10001 · by Ana Reviewer'],
      [
        'Decision',
        'Sent back, first approval withdrawn: “Knee surgery for Maria”',
        'FR-10001 · by Bo Second · Reason: The quote is missing',
      ],
      ['Decision', 'First approval: “Knee surgery for Maria”', 'FR-10001 · by Ana Reviewer'],
      ['Funding request', 'Requested “Knee surgery for Maria”', 'FR-10001 · $5,000.00'],
    ]);
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
    expect(entries.every((entry) => entry.href === areaPaths.ticketDetails('FR-10001'))).toBe(true);
    const asked = [
      ...api.requestsTo('GET /funding-requests/dashboard/funding/list'),
      ...api.requestsTo('GET /funding-requests/dashboard/funding/decisions'),
    ];
    expect(asked.map((request) => request.query.get('requesterId'))).toEqual(['M-1', 'M-1']);
    expect(api.seen).toHaveLength(2);
  });

  it('gives the newest of requests and decisions together, as many as the timeline asks', async () => {
    api.on('GET /funding-requests/dashboard/funding/list', () =>
      ok({
        items: [
          fundingRequest({ id: 'FR-3', createdAt: '2026-11-10T10:00:00.000Z' }),
          fundingRequest({ id: 'FR-2', createdAt: '2026-11-01T10:00:00.000Z' }),
        ],
        total: 5,
        page: 1,
        limit: 2,
      }),
    );
    api.on('GET /funding-requests/dashboard/funding/decisions', () =>
      ok({
        items: [
          decision({ id: '5', requestId: 'FR-2', to: 'approved', at: '2026-11-08T10:00:00.000Z' }),
          decision({ id: '4', requestId: 'FR-1', to: 'rejected', at: '2026-10-01T10:00:00.000Z' }),
        ],
        total: 4,
      }),
    );
    const entries = await submissionsPart('M-1', new AbortController().signal, { limit: 2 });
    expect(entries.map((entry) => entry.id)).toEqual(['FR-3:submitted', 'decision:5']);
    expect(api.seen.map((request) => request.query.get('limit'))).toEqual(['2', '2']);
  });
});
