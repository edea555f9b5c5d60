import { DatabaseUnreadableError } from './db/database';

const isAddressInUse = (error: unknown) =>
  error instanceof Error && (error as NodeJS.ErrnoException).code === 'EADDRINUSE';

/**
 * What the CLI says when the api cannot start for a reason the person can fix, instead of a
 * stack trace; undefined for anything else (a bug, which keeps its trace).
 */
export function startFailureMessage(error: unknown, port: number): string | undefined {
  if (error instanceof DatabaseUnreadableError) return error.message;
  if (isAddressInUse(error)) {
    return [
      `Port ${port} is in use by another program (another copy of the api, perhaps).`,
      'Stop it, or start the api on another port: PORT=4100 (PORT_API=4100 for npm start).',
    ].join('\n');
  }
  return undefined;
}
