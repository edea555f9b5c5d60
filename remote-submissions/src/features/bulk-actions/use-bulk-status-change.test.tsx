import { BULK_MAX_ITEMS, createQueryClient } from '@backoffice/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { fakeApi } from '../../testing/fake-api';
import { BulkOutcome } from './bulk-outcome';
import { useBulkStatusChange } from './use-bulk-status-change';

const ids = Array.from({ length: BULK_MAX_ITEMS + 30 }, (_, index) => `FR-${index + 1}`);

/** The api approves each turn it answers; from turn `failingTurn` on it is unreachable. */
function bulkApi(failingTurn: number) {
  let turn = 0;
  return fakeApi((call) => {
    if (call.method !== 'POST') return { data: {} };
    turn += 1;
    if (turn >= failingTurn) return { status: 503, message: 'Service unavailable' };
    const { ids: sent } = call.body as { ids: string[] };
    const results = sent.map((id) => ({ id, outcome: 'changed', from: 'pending', to: 'approved' }));
    return { data: { results } };
  });
}

function renderBulkChange() {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ mutations: { retry: false } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useBulkStatusChange(), { wrapper }).result;
}

describe('useBulkStatusChange', () => {
  it('keeps the answers of the turns applied when a later turn fails, naming the rest', async () => {
    bulkApi(2);
    const change = renderBulkChange();
    change.current.mutate({ ids, status: 'approved' });
    await waitFor(() => expect(change.current.isSuccess).toBe(true));
    // Before, the whole change "failed": the 100 approved requests were neither reported nor let go.
    expect(change.current.data?.results).toHaveLength(BULK_MAX_ITEMS);
    expect(change.current.data?.unconfirmed).toEqual({
      ids: ids.slice(BULK_MAX_ITEMS),
      message: 'Service unavailable',
    });
  });

  it('fails as a whole when the first turn fails (nothing changed)', async () => {
    bulkApi(1);
    const change = renderBulkChange();
    change.current.mutate({ ids, status: 'approved' });
    await waitFor(() => expect(change.current.isError).toBe(true));
    expect(change.current.error?.message).toBe('Service unavailable');
  });
});

describe('BulkOutcome', () => {
  it('says the change stopped and how many got no answer', () => {
    render(
      <BulkOutcome
        results={[{ id: 'FR-1', outcome: 'changed', from: 'pending', to: 'approved' }]}
        unconfirmed={{ ids: ['FR-2', 'FR-3'], message: 'Cannot reach the server' }}
        to="approved"
        titles={new Map()}
        onDismiss={vi.fn()}
      />,
    );
    expect(screen.getByRole('status', { name: 'Bulk action result' })).toHaveTextContent(
      '1 approved',
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The change stopped: Cannot reach the server. 2 of the selected requests got no answer: they stay selected, check them before trying again.',
    );
  });
});
