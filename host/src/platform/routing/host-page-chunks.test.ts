import { dashboardChartChunk } from '../../features/dashboard/dashboard-chart-chunk';
import { dashboardChunk, hostPageChunks } from './host-page-chunks';

describe('hostPageChunks', () => {
  it("declares the dashboard's chart with its page once signed in, and not for /login's typing time", () => {
    expect(hostPageChunks('/dashboard')).toEqual([dashboardChunk, dashboardChartChunk]);
    // /login fetches no heavy part while the person types (the chart library is one).
    expect(hostPageChunks('/dashboard', 'before-sign-in')).toEqual([dashboardChunk]);
  });
});
