import { useMutation } from '@tanstack/react-query';
import { toYmd } from '../hooks/use-date-range';
import { notifyError, notifyInfo, notifySuccess } from '../toast';
import { collectAllPages, downloadCsv, type CsvRow } from './csv';

interface ExportAll<T, F> {
  /** The file's name before its date: `coupons` downloads `coupons-2026-12-02.csv`. */
  fileName: string;
  /** What one item and several are called in the toasts. */
  noun: { one: string; many: string };
  fetchPage: (filters: F, page: number, limit: number) => Promise<{ items: T[]; total: number }>;
  toCsvRow: (item: T) => CsvRow;
}

/**
 * Every list's Export CSV: all items the filters in force match (every page, not just the visible
 * one), as one download. Nothing is downloaded for an empty filter: an empty file would only
 * puzzle whoever opens it.
 */
export function useExportAll<T, F>({ fileName, noun, fetchPage, toCsvRow }: ExportAll<T, F>) {
  return useMutation({
    mutationFn: async (filters: F) => {
      const items = await collectAllPages((page, limit) => fetchPage(filters, page, limit));
      if (items.length > 0) {
        await downloadCsv(`${fileName}-${toYmd(new Date())}.csv`, items.map(toCsvRow));
      }
      return items.length;
    },
    onSuccess: (count) =>
      count === 0
        ? notifyInfo(`Nothing to export: no ${noun.one} matches these filters`)
        : notifySuccess(`Exported ${count} ${count === 1 ? noun.one : noun.many} to CSV`),
    onError: (error) => notifyError(`Export failed: ${error.message}`),
  });
}
