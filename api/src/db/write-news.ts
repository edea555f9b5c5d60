import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Written } from './read-cache';

/** The PostgreSQL channel on which instances tell each other which tables they wrote. */
const CHANNEL = 'api_table_writes';
/** How long after a lost LISTEN connection the next attempt starts. */
const RECONNECT_MS = 1000;

export interface WriteNews {
  /**
   * Tells the other instances what a write here touched (after it finished); settles once
   * PostgreSQL has passed the notice on (never rejects).
   */
  publish(written: Written): Promise<void>;
  close(): Promise<void>;
}

/**
 * Several api instances on one PostgreSQL, each with its own read cache: every write is announced
 * with NOTIFY, and a dedicated connection LISTENs for the others' (`onWrite`). Until that
 * connection listens, and whenever it is lost, this instance cannot hear writes, so `onListening`
 * says when its answers can be kept (true) and when not (false).
 */
export function startWriteNews(
  connectionString: string,
  pool: pg.Pool,
  handlers: { onWrite(written: Written): void; onListening(listening: boolean): void },
): WriteNews {
  const self = randomUUID();
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const lost = (broken: pg.Client) => {
    if (client !== broken) return;
    client = undefined;
    handlers.onListening(false);
    broken.end().catch(() => {});
    if (!closed) retry = setTimeout(connect, RECONNECT_MS);
  };

  function connect() {
    const listener = new pg.Client({ connectionString });
    client = listener;
    listener.on('error', () => lost(listener));
    listener.on('end', () => lost(listener));
    listener.on('notification', (message) => {
      const [from, tables] = (message.payload ?? '').split(' ', 2);
      if (from === self || tables === undefined) return;
      handlers.onWrite(tables === '*' ? 'everything' : new Set(tables.split(',')));
    });
    listener
      .connect()
      .then(() => listener.query(`LISTEN ${CHANNEL}`))
      .then(() => {
        if (client === listener && !closed) handlers.onListening(true);
      })
      .catch(() => lost(listener));
  }
  connect();

  return {
    async publish(written) {
      if (closed) return;
      const tables = written === 'everything' ? '*' : [...written].join(',');
      // A lost notice leaves the others' answers stale until that table's next write; the
      // instance that wrote has already forgotten its own.
      await pool.query('SELECT pg_notify($1, $2)', [CHANNEL, `${self} ${tables}`]).then(
        () => undefined,
        () => undefined,
      );
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const listener = client;
      client = undefined;
      await listener?.end().catch(() => {});
    },
  };
}
