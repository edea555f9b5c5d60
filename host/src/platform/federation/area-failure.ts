/**
 * What went wrong loading an area, twice: in plain words for the staff member on the area's
 * page, and with the precise technical cause for Settings → Diagnostics.
 *
 * The federation runtime keeps only the text of the error behind a failed manifest (RUNTIME-003
 * quotes it as "Original Error Message"), so the manifest fetch (manifest-fetch.ts) words its
 * failures with the phrases below and the plain sentence is chosen by finding them again.
 */
const NO_ANSWER = 'did not answer';
const NO_MANIFEST = 'has no manifest';

/** A manifest that could not be read: its server did not answer, or answered without one. */
export class ManifestFetchError extends Error {
  constructor(
    url: string,
    problem: 'no-answer' | 'no-manifest',
    detail: string,
    /** Worth another attempt: no answer, or a server error (5xx) rather than a missing file. */
    readonly transient = problem === 'no-answer',
  ) {
    super(`${url} ${problem === 'no-answer' ? NO_ANSWER : NO_MANIFEST} (${detail})`);
    this.name = 'ManifestFetchError';
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The technical cause, for the diagnostics: the runtime's first line (what failed, its code) and
 * the error it quotes (why), without the arguments and the long link to its docs.
 */
export function describeFailure(error: unknown): string {
  const [first, ...rest] = messageOf(error).split('\n');
  const what = first?.replace(/\s*#?\s*$/, '') || 'The remote could not be loaded';
  const quoted = rest.findIndex((line) => line.startsWith('Original Error Message:'));
  const why = quoted === -1 ? '' : (rest[quoted + 1]?.trim() ?? '');
  return why ? `${what}: ${why}` : what;
}

// A chunk or the remote entry that did not download (runtime RUNTIME-008, the bundler's own).
const CODE_DOWNLOAD = /#RUNTIME-008|Loading (?:script|chunk|CSS chunk) .*failed/i;

/** A chunk (or remote entry) that did not download, as the bundler or the runtime reports it. */
export const isCodeDownloadFailure = (error: unknown): boolean =>
  (error instanceof Error && error.name === 'ChunkLoadError') ||
  CODE_DOWNLOAD.test(messageOf(error));

/**
 * The sentence staff read under "<area> is unavailable": which area and what went wrong in
 * plain words. A failure without one of its own (e.g. a shared-version refusal, already in
 * words) keeps its cause, without the runtime's name in front of it.
 */
export function explainAreaFailure(error: unknown, title: string): string {
  const message = messageOf(error);
  if (message.includes(NO_ANSWER)) {
    return `The server of ${title} did not answer. It may be down or restarting; try again in a moment.`;
  }
  if (message.includes(NO_MANIFEST) || message.includes('#RUNTIME-013')) {
    return `The address of ${title} answered, but with no manifest for it: the area may not be deployed there. Try again later, or tell whoever runs the dashboard.`;
  }
  if (CODE_DOWNLOAD.test(message)) {
    return `Part of the code of ${title} could not be downloaded. Try again in a moment.`;
  }
  return describeFailure(error).replace(/^\[ Federation Runtime \]:\s*/, '');
}

/**
 * The sentence staff read when /remotes.json, the list of areas, could not be read (`reason`, as
 * Settings → Diagnostics shows it): the dashboard's server did not answer, or the list is wrong.
 */
export function explainAreaListFailure(reason: string): string {
  return reason.includes(NO_ANSWER)
    ? 'The dashboard’s server did not answer. It may be down or restarting; try again in a moment.'
    : 'The list of the dashboard’s areas could not be read. Try again later, or tell whoever runs the dashboard.';
}
