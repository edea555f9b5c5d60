import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import RequestsPerDayChart from './requests-per-day-chart';

const perDay = [
  { date: '2026-11-27', count: 3 },
  { date: '2026-11-28', count: 5 },
];

/* Without act(): act would run the chart's later render before returning. */
let root: Root;
let container: HTMLDivElement;
let actEnvironment: unknown;

beforeEach(() => {
  actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  root.unmount();
  container.remove();
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment);
});

const chart = () => container.querySelector('.recharts-responsive-container');

describe('RequestsPerDayChart', () => {
  it("keeps its box and label in the page's own render, and draws the chart in the next", async () => {
    flushSync(() => root.render(<RequestsPerDayChart perDay={perDay} />));
    expect(container.querySelector('[role="img"]')).toHaveAttribute(
      'aria-label',
      'Requests per day: 8 requests from 27 Nov 2026 to 28 Nov 2026',
    );
    expect(chart()).toBeNull();

    await vi.waitFor(() => expect(chart()).not.toBeNull());
  });
});
