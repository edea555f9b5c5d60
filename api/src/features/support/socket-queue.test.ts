import { createSocketQueue, UNBROKEN_RUN_MS } from './socket-queue';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets every pending timer, immediate and microtask run. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 5));

function queueFor(limit: number) {
  const events = { full: 0, errors: [] as unknown[] };
  const queue = createSocketQueue({
    limit,
    onFull: () => (events.full += 1),
    onError: (error) => events.errors.push(error),
  });
  return { queue, events };
}

describe('socket queue', () => {
  it('runs each job once the one before it has finished, in the order they came', async () => {
    const { queue } = queueFor(10);
    const order: string[] = [];
    const first = deferred();
    queue.push(async () => {
      order.push('first starts');
      await first.promise;
      order.push('first ends');
    });
    queue.push(async () => {
      order.push('second');
    });
    await settled();
    expect(order).toEqual(['first starts']);
    first.resolve();
    await settled();
    expect(order).toEqual(['first starts', 'first ends', 'second']);
  });

  it('drops jobs past its bound, says so once per overflow, and takes jobs again when there is room', async () => {
    const { queue, events } = queueFor(2);
    const stored = deferred();
    const gate = deferred();
    queue.holdUntil(stored.promise);
    expect(queue.push(() => gate.promise)).toBe(true);
    expect(queue.push(async () => {})).toBe(false);
    expect(queue.push(async () => {})).toBe(false);
    expect(events.full).toBe(1);

    // Handed-on work counts until it settles, even once the job that handed it on is done.
    gate.resolve();
    await settled();
    expect(queue.push(async () => {})).toBe(true);
    expect(queue.push(async () => {})).toBe(false);
    expect(events.full).toBe(2);

    stored.resolve();
    await settled();
    expect(queue.push(async () => {})).toBe(true);
    expect(events.full).toBe(2);
  });

  it('goes on after a job or handed-on work fails, and reports the failure', async () => {
    const { queue, events } = queueFor(10);
    const ran: string[] = [];
    queue.push(() => Promise.reject(new Error('job failed')));
    queue.push(async () => {
      ran.push('next job');
    });
    queue.holdUntil(Promise.reject(new Error('storing failed')));
    await settled();
    expect(ran).toEqual(['next job']);
    expect(events.errors.map((error) => (error as Error).message).sort()).toEqual([
      'job failed',
      'storing failed',
    ]);
    // Nothing failed stays counted against the bound.
    const { queue: small } = queueFor(1);
    small.holdUntil(Promise.reject(new Error('storing failed')));
    small.push(() => Promise.reject(new Error('job failed')));
    await settled();
    expect(small.push(async () => {})).toBe(true);
  });

  it('gives the event loop a turn when its jobs have run for a while without one', async () => {
    const { queue } = queueFor(100);
    const jobs = 10;
    let done = 0;
    // Jobs that answer within microtasks, as PGlite does, each busy for a third of the run.
    const busy = async () => {
      const until = performance.now() + UNBROKEN_RUN_MS / 3;
      while (performance.now() < until);
      done += 1;
    };
    await new Promise((resolve) => setImmediate(resolve));
    for (let job = 0; job < jobs; job += 1) queue.push(busy);
    const doneWhenOthersRan = await new Promise<number>((resolve) =>
      setImmediate(() => resolve(done)),
    );
    expect(doneWhenOthersRan).toBeLessThan(jobs);
    await vi.waitFor(() => expect(done).toBe(jobs));
  });
});
