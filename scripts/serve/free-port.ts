import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/**
 * Ports for the servers the suites and benches start. Asking the OS for a free port (listen on
 * 0), closing it and binding the number later races every outgoing connection on the machine,
 * since both draw from the ephemeral range: a browser's socket or a poll of the registry can take
 * the port in between (EADDRINUSE). A server that needs no address in advance binds 0 itself;
 * the stacks, whose servers name each other, take ports outside that range, which no outgoing
 * connection is ever given, and start again on new ones when another stack on the machine drew
 * the same number.
 */

export interface PortRange {
  low: number;
  high: number;
}

/** Linux's default, and what is assumed where the kernel does not say (macOS's is inside it). */
const DEFAULT_EPHEMERAL: PortRange = { low: 32768, high: 60999 };
/** Below this are the stack's own fixed ports (3000–4000, the preview's 3010) and well-known ones. */
const LOWEST = 10_000;
const HIGHEST = 65_535;

/** The kernel's ephemeral range, from /proc/sys/net/ipv4/ip_local_port_range. */
export function ephemeralRange(
  read: () => string = () => readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8'),
): PortRange {
  try {
    const [low, high] = read().trim().split(/\s+/).map(Number);
    if (Number.isInteger(low) && Number.isInteger(high) && low! <= high!) {
      return { low: low!, high: high! };
    }
  } catch {
    // Not Linux: assume the widest common range.
  }
  return DEFAULT_EPHEMERAL;
}

/** The ranges a server of ours may bind: 10000–65535 less the ephemeral range. */
export function rangesOutside(ephemeral: PortRange): PortRange[] {
  return [
    { low: LOWEST, high: Math.min(ephemeral.low - 1, HIGHEST) },
    { low: Math.max(ephemeral.high + 1, LOWEST), high: HIGHEST },
  ].filter((range) => range.low <= range.high);
}

/** A random port outside the ephemeral range. */
export function portOutsideEphemeral(
  ranges: PortRange[] = rangesOutside(ephemeralRange()),
  random: () => number = Math.random,
): number {
  const total = ranges.reduce((sum, range) => sum + range.high - range.low + 1, 0);
  if (total === 0) throw new Error('The ephemeral port range leaves no port for test servers');
  let index = Math.floor(random() * total);
  for (const range of ranges) {
    const size = range.high - range.low + 1;
    if (index < size) return range.low + index;
    index -= size;
  }
  return ranges[ranges.length - 1]!.high;
}

const isAddressInUse = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === 'EADDRINUSE';

/**
 * Runs `start` again while it fails with EADDRINUSE: its ports were chosen outside the ephemeral
 * range, so only another stack on this machine that drew the same number can hold one, and a
 * new draw frees it. `start` must release whatever it opened before it throws.
 */
export async function retryOnAddressInUse<T>(start: () => Promise<T>, attempts = 20): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await start();
    } catch (error) {
      if (!isAddressInUse(error) || attempt >= attempts) throw error;
    }
  }
}

const nothingListensOn = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

/**
 * `count` different ports outside the ephemeral range that nothing listens on now, for servers
 * whose addresses must be known before they start (the api's CORS list names the pages' origins,
 * the pages' runtime files name the api). Bind them with `retryOnAddressInUse` around the start.
 */
export async function unusedPorts(
  count: number,
  choose: () => number = portOutsideEphemeral,
): Promise<number[]> {
  const ports = new Set<number>();
  for (let draws = 0; ports.size < count; draws++) {
    if (draws > count * 50) throw new Error(`No ${count} unused ports outside the ephemeral range`);
    const port = choose();
    if (!ports.has(port) && (await nothingListensOn(port))) ports.add(port);
  }
  return [...ports];
}
