import {
  apiRequest,
  collectAllPages,
  downloadCsv,
  notifyError,
  notifyInfo,
  notifySuccess,
  toMajorUnits,
  toYmd,
  type CsvRow,
  type FundingListFilters,
  type FundingRequestSummary,
} from '@backoffice/shared';
import { Button } from '@backoffice/shared/ui';
import { useMutation } from '@tanstack/react-query';

type ExportFilters = Omit<FundingListFilters, 'page' | 'limit'>;

/** One CSV row per request; amounts in major units (35000.00), next to their currency. */
export function toFundingCsvRow(item: FundingRequestSummary): CsvRow {
  return {
    id: item.id,
    title: item.title,
    category: item.category,
    status: item.status,
    requester: item.requester.fullName,
    requesterEmail: item.requester.email,
    amountRequested: toMajorUnits(item.amountRequested, item.currency),
    amountRaised: toMajorUnits(item.amountRaised, item.currency),
    currency: item.currency,
    createdAt: item.createdAt,
  };
}

/** Nothing is downloaded for an empty filter: an empty file would only puzzle whoever opens it. */
async function exportFundingRequests(filters: ExportFilters): Promise<number> {
  const items = await collectAllPages((page, limit) =>
    apiRequest('fundingList', { query: { ...filters, page, limit } }),
  );
  if (items.length === 0) return 0;
  await downloadCsv(`funding-requests-${toYmd(new Date())}.csv`, items.map(toFundingCsvRow));
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
    onSuccess: (count) =>
      count === 0
        ? notifyInfo('Nothing to export: no funding request matches these filters')
        : notifySuccess(
            `Exported ${count} ${count === 1 ? 'funding request' : 'funding requests'}`,
          ),
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
