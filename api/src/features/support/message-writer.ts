import type { Queryable } from '../../db/database';
import { storeMessages, type NewMessage, type StoredMessage } from './repository';

/** Messages written by one statement at most. */
const MAX_BATCH = 500;

interface Pending {
  message: NewMessage;
  resolve: (stored: StoredMessage) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit for chat messages: the messages handed over while a write is under way
 * (or within the same turn of the event loop) are written together by the next statement, in the
 * order they came; each caller hears of its own message once the statement holding it is done.
 * A statement that fails is retried message by message, so one bad message fails only itself.
 */
export function createMessageWriter(
  db: Queryable,
  /** Called with each statement's stored messages, before their callers hear. */
  onStored: (stored: StoredMessage[]) => void,
) {
  let queued: Pending[] = [];
  let writing = false;

  async function write(batch: Pending[]) {
    try {
      const stored = await storeMessages(
        db,
        batch.map((pending) => pending.message),
      );
      onStored(stored);
      batch.forEach((pending, index) => pending.resolve(stored[index]!));
    } catch (error) {
      if (batch.length === 1) {
        batch[0]!.reject(error);
        return;
      }
      for (const pending of batch) await write([pending]);
    }
  }

  async function drain() {
    writing = true;
    while (queued.length) {
      const batch = queued.slice(0, MAX_BATCH);
      queued = queued.slice(batch.length);
      await write(batch);
      // The callers' handlers run (and hand over more) before the next statement.
      await new Promise((resolve) => setImmediate(resolve));
    }
    writing = false;
  }

  return {
    store(message: NewMessage): Promise<StoredMessage> {
      return new Promise((resolve, reject) => {
        queued.push({ message, resolve, reject });
        if (!writing) {
          writing = true;
          setImmediate(() => void drain());
        }
      });
    },
  };
}
