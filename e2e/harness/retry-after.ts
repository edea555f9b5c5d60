/** How a try was answered: its status and Retry-After header, if any. */
export interface Answer {
  status: number;
  retryAfter?: string | undefined;
}

/**
 * How long a 429 asks to be waited out, in ms (Retry-After in seconds or as an HTTP date; a second
 * when it gives neither), or null when the answer is not a 429.
 */
export function retryAfterMs(answer: Answer, now = Date.now()): number | null {
  if (answer.status !== 429) return null;
  const header = answer.retryAfter?.trim() ?? '';
  if (/^\d+$/.test(header)) return Number(header) * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? 1000 : Math.max(0, date - now);
}

/**
 * Tries until an answer is not a 429, waiting before each new try what the refusal asked for
 * (a deployment's rate limit is spent by earlier tests of the run). At most `tries` tries; the last
 * answer is returned either way.
 */
export async function honouringRetryAfter(
  attempt: () => Promise<Answer | null>,
  wait: (ms: number) => Promise<void>,
  tries = 3,
): Promise<Answer | null> {
  let answer = await attempt();
  for (let tried = 1; tried < tries; tried += 1) {
    const delay = answer && retryAfterMs(answer);
    if (delay === null || delay === undefined) return answer;
    await wait(delay);
    answer = await attempt();
  }
  return answer;
}
