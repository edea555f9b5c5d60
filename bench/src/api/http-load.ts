import { Agent, request } from 'node:http';

export interface LoadResult {
  requests: number;
  /** Answers whose status was not the one expected (every one is counted, none is retried). */
  unexpected: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
}

function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

/**
 * A closed loop like autocannon's: `connections` keep-alive sockets, each sending its next GET as
 * soon as the previous answer's body has arrived, for `durationMs`. Latency is from write to the
 * last byte of the body.
 */
export async function loadGet(options: {
  /** Requests go to these in turn (each connection starts at its own). */
  urls: readonly string[];
  headers?: Record<string, string>;
  connections: number;
  durationMs: number;
  expectStatus: number;
}): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies: number[] = [];
  let unexpected = 0;
  const started = performance.now();
  const until = started + options.durationMs;

  const once = (url: string) =>
    new Promise<void>((resolve, reject) => {
      const sentAt = performance.now();
      const req = request(url, { agent, headers: options.headers }, (response) => {
        response.on('data', () => {});
        response.on('end', () => {
          latencies.push(performance.now() - sentAt);
          if (response.statusCode !== options.expectStatus) unexpected += 1;
          resolve();
        });
        response.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    });

  const connection = async (index: number) => {
    for (let next = index; performance.now() < until; next += 1) {
      await once(options.urls[next % options.urls.length]!);
    }
  };
  try {
    await Promise.all(Array.from({ length: options.connections }, (_, index) => connection(index)));
  } finally {
    agent.destroy();
  }
  const elapsedSeconds = (performance.now() - started) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  return {
    requests: sorted.length,
    unexpected,
    perSecond: sorted.length / elapsedSeconds,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
  };
}
