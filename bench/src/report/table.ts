import { ratioToBaseline, summarize, verdictOf, type Figure, type Unit } from './figures.ts';

function formatValue(value: number, unit: Unit): string {
  if (!Number.isFinite(value)) return '—';
  switch (unit) {
    case 'ms':
      if (value >= 1000) return `${(value / 1000).toFixed(2)} s`;
      // Costs per message are fractions of a millisecond.
      return `${value.toFixed(value < 1 ? 2 : 1)} ms`;
    case 'bytes':
      return `${(value / 1024).toFixed(1)} KB`;
    case 'ratio':
      return `${value.toFixed(2)}×`;
    case 'count':
      return String(Math.round(value));
    case 'round trips':
      return `${value.toFixed(1)} RTT`;
  }
}

export interface TableRow {
  figure: string;
  median: string;
  range: string;
  runs: string;
  budget: string;
  ratio: string;
  result: string;
}

export function tableRows(figures: readonly Figure[]): TableRow[] {
  return figures.map((figure) => {
    const summary = summarize(figure.samples);
    const ratio = ratioToBaseline(figure);
    return {
      figure: `${figure.group}: ${figure.name}`,
      median: formatValue(summary.median, figure.unit),
      range:
        summary.runs > 1
          ? `${formatValue(summary.min, figure.unit)}–${formatValue(summary.max, figure.unit)}`
          : '',
      runs: String(summary.runs),
      budget: figure.budget?.label ?? '',
      ratio: ratio === undefined ? '' : `${ratio.toFixed(2)}×`,
      result: verdictOf(figure),
    };
  });
}

const headers: TableRow = {
  figure: 'figure',
  median: 'median',
  range: 'min–max',
  runs: 'runs',
  budget: 'budget',
  ratio: '× baseline',
  result: 'result',
};

/** A plain-text table for the terminal. */
export function formatTable(figures: readonly Figure[]): string {
  const rows = [headers, ...tableRows(figures)];
  const columns = Object.keys(headers) as (keyof TableRow)[];
  const widths = columns.map((column) => Math.max(...rows.map((row) => row[column].length)));
  const line = (row: TableRow) =>
    columns.map((column, index) => row[column].padEnd(widths[index]!)).join('  ');
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [line(headers), rule, ...rows.slice(1).map(line)].join('\n');
}
