import {
  apiRequest,
  collectAllPages,
  downloadCsv,
  notifyError,
  notifySuccess,
  toYmd,
  type FundingListFilters,
} from '@backoffice/shared';
import { Button } from '@backoffice/shared/ui';
import { useMutation } from '@tanstack/react-query';

type ExportFilters = Omit<FundingListFilters, 'page' | 'limit'>;

async function exportFundingRequests(filters: ExportFilters): Promise<number> {
  const items = await collectAllPages((page, limit) =>
    apiRequest('fundingList', { query: { ...filters, page, limit } }),
  );
  await downloadCsv(
    `funding-requests-${toYmd(new Date())}.csv`,
    items.map((item) => ({
      id: item.id,
      title: item.title,
      category: item.category,
      status: item.status,
      requester: item.requester.fullName,
      requesterEmail: item.requester.email,
      amountRequested: item.amountRequested,
      amountRaised: item.amountRaised,
      currency: item.currency,
      createdAt: item.createdAt,
    })),
  );
  return items.length;
}

/** Downloads every request of the current filter (all pages), not just the visible page. */
export function ExportCsvButton({
  filters,
  disabled,
}: {
  filters: ExportFilters;
  disabled?: boolean;
}) {
  const exportCsv = useMutation({
    mutationFn: exportFundingRequests,
    onSuccess: (count) => notifySuccess(`Exported ${count} funding requests`),
    onError: (error) => notifyError(`Export failed: ${error.message}`),
  });
  return (
    <Button
      variant="secondary"
      onClick={() => exportCsv.mutate(filters)}
      loading={exportCsv.isPending}
      disabled={disabled}
    >
      Export CSV
    </Button>
  );
}
