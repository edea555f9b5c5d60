/**
 * PGlite answers within microtasks, so a long queue of one socket's events would run as one
 * unbroken chain: no timer, ping or other socket would get a turn until it ends (a member sending
 * 5 000 messages at once made every socket time out). Events therefore give the event loop a turn
 * once they have run this long without one; in between, a burst's messages pile up for the
 * message writer to store in one statement.
 */
export const UNBROKEN_RUN_MS = 20;

/** One event loop, so one clock for every socket's queue. */
let unbrokenRunSince = 0;

function hadTheirTurn(now: number): boolean {
  return now - unbrokenRunSince < UNBROKEN_RUN_MS;
}

async function letOthersRun(): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
  unbrokenRunSince = performance.now();
}

export interface SocketQueue {
  /**
   * Runs `job` after every job pushed before it has finished. False when the queue is full: the
   * job is dropped, and `onFull` was called if this is the first drop since the last accepted job.
   */
  push(job: () => Promise<void>): boolean;
  /** What a job handed on (a message being stored) counts toward the bound until it settles. */
  holdUntil(work: Promise<void>): void;
}

/**
 * One socket's events, one after another in the order they arrived (a leaveRoom must not overtake
 * the joinRoom before it while that one is still checking the database), bounded by count, not by
 * rate: past `limit` pending events and handed-on work, events are dropped until there is room.
 * Jobs report their own failures; a rejection reaching the queue goes to `onError` and the queue
 * goes on.
 */
export function createSocketQueue(options: {
  limit: number;
  onFull: () => void;
  onError: (error: unknown) => void;
}): SocketQueue {
  const jobs: Array<() => Promise<void>> = [];
  let pending = 0;
  let running = false;
  let toldFull = false;
  const release = () => {
    pending -= 1;
  };

  async function runAll() {
    running = true;
    while (jobs.length) {
      if (!hadTheirTurn(performance.now())) await letOthersRun();
      const job = jobs.shift()!;
      try {
        await job();
      } catch (error) {
        options.onError(error);
      } finally {
        release();
      }
    }
    running = false;
  }

  return {
    push(job) {
      if (pending >= options.limit) {
        if (!toldFull) options.onFull();
        toldFull = true;
        return false;
      }
      pending += 1;
      toldFull = false;
      jobs.push(job);
      if (!running) void runAll();
      return true;
    },
    holdUntil(work) {
      pending += 1;
      work.then(release, (error: unknown) => {
        release();
        options.onError(error);
      });
    },
  };
}
