import {
  apiRequest,
  toMajorUnits,
  useExportAll,
  type CsvRow,
  type FundingListFilters,
  type FundingRequestSummary,
} from '@backoffice/shared';
import { Button } from '@backoffice/shared/ui';

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

/** Downloads every request of the current filter (all pages), not just the visible page. */
export function ExportCsvButton({
  filters,
  disabled,
}: {
  filters: ExportFilters;
  disabled?: boolean;
}) {
  const exportCsv = useExportAll({
    fileName: 'funding-requests',
    noun: { one: 'funding request', many: 'funding requests' },
    fetchPage: (exportFilters: ExportFilters, page, limit) =>
      apiRequest('fundingList', { query: { ...exportFilters, page, limit } }),
    toCsvRow: toFundingCsvRow,
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
