import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  auditEntryFixture,
  failure,
  ok,
  startFakeApi,
  type FakeApi,
} from '@backoffice/shared/testing';
import { EntityHistory, type EntityHistoryProps } from './entity-history';

const ENTITY_AUDIT = 'GET /audit/entity';

const anEntry = auditEntryFixture;

let api: FakeApi;
beforeEach(async () => {
  api = await startFakeApi();
});
afterEach(() => api.close());

function renderHistory(props: Partial<EntityHistoryProps> = {}) {
  // No automatic retry: each test decides every answer.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const element = (extra: Partial<EntityHistoryProps>) => (
    <QueryClientProvider client={client}>
      <EntityHistory type="funding_request" id="FR-00012" {...props} {...extra} />
    </QueryClientProvider>
  );
  const view = render(element({}));
  return {
    ...view,
    rerenderWith: (extra: Partial<EntityHistoryProps>) => view.rerender(element(extra)),
  };
}

const historyList = () => screen.findByRole('list', { name: 'History' });

describe('EntityHistory', () => {
  it('lists the entity’s entries newest first: what, who, when and each field before → after', async () => {
    api.on(ENTITY_AUDIT, () =>
      ok([
        anEntry({ id: 'aud-1', at: '2026-11-20T10:00:00.000Z' }),
        anEntry({
          id: 'aud-2',
          at: '2026-11-21T09:30:00.000Z',
          actor: { id: 'ADM-3', name: 'Ben Second' },
          kind: 'funding.private_note',
          before: { privateNote: '' },
          after: { privateNote: 'Checked the invoice', reviewerMood: { odd: ['shape'] } },
        }),
      ]),
    );
    renderHistory();

    const section = screen.getByRole('region', { name: 'History' });
    // The list's own items; each holds a nested list of its fields.
    const entries = [...(await historyList()).children] as HTMLElement[];
    expect(entries).toHaveLength(2);
    expect(entries[0]).toHaveTextContent('Private note edited');
    expect(entries[0]).toHaveTextContent('Ben Second');
    expect(entries[0]).toHaveTextContent('Private note: (empty) → Checked the invoice');
    // A field nobody planned for is plain text, not a crash.
    expect(entries[0]).toHaveTextContent('Reviewer mood: {"odd":["shape"]}');
    expect(entries[1]).toHaveTextContent('Funding status changed');
    expect(entries[1]).toHaveTextContent('Ana Reviewer');
    expect(entries[1]).toHaveTextContent('Status: Pending → Under review');
    const when = within(entries[1]!).getByText(/ago$/);
    expect(when.tagName).toBe('TIME');
    expect(when).toHaveAttribute('dateTime', '2026-11-20T10:00:00.000Z');
    expect(when).toHaveAttribute('title', expect.stringMatching(/^20 Nov 2026, \d\d:\d\d$/));
    expect(within(section).getByRole('heading', { name: 'History' })).toBeInTheDocument();

    const [request] = api.requestsTo(ENTITY_AUDIT);
    expect(request?.query.get('type')).toBe('funding_request');
    expect(request?.query.get('id')).toBe('FR-00012');
  });

  it('says it is loading until the api answers', () => {
    api.on(ENTITY_AUDIT, () => 'no answer');
    renderHistory({ title: 'Audit trail' });
    expect(screen.getByText('Loading the audit trail…')).toBeInTheDocument();
  });

  it('says so when nothing was recorded yet', async () => {
    api.on(ENTITY_AUDIT, () => ok([]));
    renderHistory({ type: 'member', id: 'mem_0001' });
    expect(await screen.findByText('No changes recorded yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'History' })).not.toBeInTheDocument();
  });

  it('shows a failure with Retry, which loads the history', async () => {
    api.on(ENTITY_AUDIT, () => failure(503, 'The audit store is down'));
    renderHistory();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the history');
    expect(alert).toHaveTextContent('The audit store is down');

    api.on(ENTITY_AUDIT, () => ok([anEntry({})]));
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await historyList()).toHaveTextContent('Status: Pending → Under review');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('treats an answer that breaks the contract as a failure, not a crash', async () => {
    api.on(ENTITY_AUDIT, () => ok([{ ...anEntry({}), kind: 'funding.teleported', actor: 'Ana' }]));
    renderHistory();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unexpected response from /audit/entity',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('loads again when the page’s revision moves on (its own save, or a change seen live)', async () => {
    let entries = [anEntry({})];
    api.on(ENTITY_AUDIT, () => ok(entries));
    const { rerenderWith } = renderHistory({ revision: 1, title: 'Audit trail' });
    const list = await screen.findByRole('list', { name: 'Audit trail' });
    expect(api.requestsTo(ENTITY_AUDIT)).toHaveLength(1);

    entries = [
      anEntry({
        id: 'aud-2',
        at: '2026-11-21T09:00:00.000Z',
        before: { status: 'under_review' },
        after: { status: 'approved' },
      }),
      ...entries,
    ];
    rerenderWith({ revision: 1 });
    rerenderWith({ revision: 2 });
    await waitFor(() => expect(list).toHaveTextContent('Status: Under review → Approved'));
    expect(api.requestsTo(ENTITY_AUDIT)).toHaveLength(2);
  });

  it('collapsible: closed and not loaded until its heading’s button opens it', async () => {
    api.on(ENTITY_AUDIT, () => ok([anEntry({})]));
    renderHistory({ type: 'coupon', id: 'cpn_1', collapsible: true });
    const toggle = screen.getByRole('button', { name: 'History' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('heading', { name: 'History' })).toContainElement(toggle);
    expect(api.requestsTo(ENTITY_AUDIT)).toHaveLength(0);

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await historyList()).toHaveTextContent('Funding status changed');
    expect(api.requestsTo(ENTITY_AUDIT)[0]?.query.get('type')).toBe('coupon');
  });
});
