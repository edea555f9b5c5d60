export type CsvCell = string | number | boolean | null | undefined;
export type CsvRow = Record<string, CsvCell>;

/** The byte order mark: spreadsheets read the file as UTF-8, so accented names survive. */
export const UTF8_BOM = '\uFEFF';

/** OWASP's list of characters a spreadsheet may read as the start of a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell as text a spreadsheet shows as it is: one that could start a formula (`=HYPERLINK(…)`,
 * `+44 20…`, `@SUM(…)`) gets a leading `'` (the OWASP rule). Numbers and booleans are written as
 * they are: a spreadsheet reads them as values, never as formulas.
 */
export function neutraliseFormula(cell: CsvCell): CsvCell {
  return typeof cell === 'string' && FORMULA_START.test(cell) ? `'${cell}` : cell;
}

/**
 * The CSV text of `rows`: a header from the first row's keys, every cell through
 * `neutraliseFormula`, the whole file behind a UTF-8 BOM. papaparse is loaded on demand so it
 * never weighs on a page that does not export.
 */
export async function toCsv(rows: readonly CsvRow[]): Promise<string> {
  const { unparse } = await import(/* webpackChunkName: "heavy-csv" */ 'papaparse');
  const safeRows = rows.map((row) =>
    Object.fromEntries(Object.entries(row).map(([key, cell]) => [key, neutraliseFormula(cell)])),
  );
  return UTF8_BOM + unparse(safeRows, { quotes: false, header: true });
}

/** Turns rows into a CSV file (see `toCsv`) and hands it to the browser as a download. */
export async function downloadCsv(filename: string, rows: CsvRow[]): Promise<void> {
  const csv = await toCsv(rows);
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
