import { rootWithoutAct } from '../../testing/root-without-act';
import RequestsPerDayChart from './requests-per-day-chart';

const perDay = [
  { date: '2026-11-27', count: 3 },
  { date: '2026-11-28', count: 5 },
];

/* Outside act(): act would run the chart's later render before returning. */
const page = rootWithoutAct();
const chart = () => page.container().querySelector('.recharts-responsive-container');

describe('RequestsPerDayChart', () => {
  it("keeps its box and label in the page's own render, and draws the chart in the next", async () => {
    page.render(<RequestsPerDayChart perDay={perDay} />);
    expect(page.container().querySelector('[role="img"]')).toHaveAttribute(
      'aria-label',
      'Requests per day: 8 requests from 27 Nov 2026 to 28 Nov 2026',
    );
    expect(chart()).toBeNull();

    await vi.waitFor(() => expect(chart()).not.toBeNull());
  });
});
