import type { FundingSummary } from '@backoffice/shared';
import { formatDate } from '@backoffice/shared';
import { useDeferredValue } from 'react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

// A mid blue that reads on both the light and the dark theme.
const BAR_COLOR = '#3b6fe0';

/** Loaded on demand: recharts is the dashboard's alone and stays out of the /login bundle. */
export default function RequestsPerDayChart({ perDay }: { perDay: FundingSummary['perDay'] }) {
  const total = perDay.reduce((sum, day) => sum + day.count, 0);
  const first = perDay[0];
  const last = perDay[perDay.length - 1];
  const description =
    first && last
      ? `${total} requests from ${formatDate(first.date)} to ${formatDate(last.date)}`
      : 'No days in range';
  // recharts measures and sets its state in layout effects: updates React runs, with every effect
  // of the page, before the page may paint. Drawn one render later, in the same box, the chart
  // lets the figures above it show first.
  const drawn = useDeferredValue(true, false);
  return (
    <div role="img" aria-label={`Requests per day: ${description}`} style={{ height: 260 }}>
      {drawn && (
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={perDay} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} opacity={0.4} />
            <XAxis
              dataKey="date"
              tickFormatter={(date: string) => formatDate(date, 'd MMM')}
              tick={{ fontSize: 12 }}
              minTickGap={16}
            />
            <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
            <Tooltip
              labelFormatter={(date) => formatDate(String(date))}
              formatter={(count) => [count, 'Requests']}
            />
            <Bar dataKey="count" fill={BAR_COLOR} radius={[3, 3, 0, 0]} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      )}
    </div>
  );
}
