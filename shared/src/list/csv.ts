export type CsvRow = Record<string, string | number | boolean | null | undefined>;

/**
 * Turns rows into a CSV file and hands it to the browser as a download. papaparse is loaded on
 * demand so it never weighs on a page that does not export.
 */
export async function downloadCsv(filename: string, rows: CsvRow[]): Promise<void> {
  const { unparse } = await import('papaparse');
  const csv = unparse(rows, { quotes: false, header: true });
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename.endsWith('.csv') ? filename : `${filename}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/**
 * Fetches every page of a list (the export covers the whole filter, not just the visible page),
 * at the API's maximum page size.
 */
export async function collectAllPages<T>(
  fetchPage: (page: number, limit: number) => Promise<{ items: T[]; total: number }>,
  limit = 100,
): Promise<T[]> {
  const first = await fetchPage(1, limit);
  const items = [...first.items];
  const pages = Math.ceil(first.total / limit);
  for (let page = 2; page <= pages; page += 1) {
    items.push(...(await fetchPage(page, limit)).items);
  }
  return items;
}
