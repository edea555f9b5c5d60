import type { Database, Queryable } from '../src/db/database';
import { tablesWritten, withReadCache } from '../src/db/read-cache';

const READ = 'SELECT value FROM t';
const WRITE = 'UPDATE t SET value = $1';
const SLOW_WRITE = 'UPDATE t SET value = $1 -- slow';

/** A database whose reads of `t` answer with the current value; an UPDATE of `t` writes it. */
function fakeDatabase() {
  let value = 1;
  let reads = 0;
  let releaseWrite: (() => void) | undefined;
  const db: Database = {
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      if (sql === READ) {
        reads += 1;
        return [{ value }] as Row[];
      }
      if (sql === SLOW_WRITE) await new Promise<void>((resolve) => (releaseWrite = resolve));
      if (sql.startsWith('UPDATE t ')) value = Number(params[0]);
      return [];
    },
    execScript: async () => {},
    transaction: async (work) => work(db),
    exclusive: (work) => work(),
    close: async () => {},
  };
  return {
    db,
    reads: () => reads,
    releaseWrite: () => releaseWrite?.(),
  };
}

const readValue = async (reader: Queryable) =>
  (await reader.query<{ value: number }>(READ))[0]!.value;

describe('read cache', () => {
  it('answers a repeated read without the database until a table it reads is written', async () => {
    const fake = fakeDatabase();
    const { db, reads } = withReadCache(fake.db, { enabled: true });
    expect(await reads.read('k', ['t'], readValue)).toBe(1);
    expect(await reads.read('k', ['t'], readValue)).toBe(1);
    expect(fake.reads()).toBe(1);

    await db.query(WRITE, [2]);
    expect(await reads.read('k', ['t'], readValue)).toBe(2);
    expect(fake.reads()).toBe(2);

    await db.transaction((tx) => tx.query(WRITE, [3]));
    expect(await reads.read('k', ['t'], readValue)).toBe(3);
  });

  it('is not emptied by reads, nor by writes to tables the answer does not read', async () => {
    const fake = fakeDatabase();
    const { db, reads } = withReadCache(fake.db, { enabled: true });
    await reads.read('k', ['t'], readValue);
    await db.query('SELECT value FROM app_settings WHERE key = $1', ['due_targets']);
    await db.query(`WITH x AS (SELECT 1) SELECT * FROM t JOIN x ON true FOR UPDATE`);
    await db.query('SELECT pg_advisory_lock($1)', [1]);
    // A session refresh, a real-user report: other tables.
    await db.query('UPDATE refresh_tokens SET last_used_at = now() WHERE id = $1', ['r']);
    await db.transaction((tx) => tx.query('INSERT INTO rum_events (at) VALUES (now())'));
    await reads.read('k', ['t'], readValue);
    expect(fake.reads()).toBe(1);
  });

  it('keeps no answer a write finished during', async () => {
    const fake = fakeDatabase();
    const { db, reads } = withReadCache(fake.db, { enabled: true });
    const write = db.query(SLOW_WRITE, [5]);
    // Starts before the write finishes: may or may not see it, so it must not be kept.
    const during = reads.read('k', ['t'], async (reader) => {
      const value = await readValue(reader);
      fake.releaseWrite();
      await write;
      return value;
    });
    await during;
    expect(await reads.read('k', ['t'], readValue)).toBe(5);
  });

  it('does not keep a failed load', async () => {
    const fake = fakeDatabase();
    const { reads } = withReadCache(fake.db, { enabled: true });
    await expect(reads.read('k', ['t'], () => Promise.reject(new Error('boom')))).rejects.toThrow(
      'boom',
    );
    expect(await reads.read('k', ['t'], readValue)).toBe(1);
  });

  it('loads again once the answer is stale by the clock (validUntil)', async () => {
    const fake = fakeDatabase();
    const { reads } = withReadCache(fake.db, { enabled: true });
    const until = Date.now() + 50;
    await reads.read('k', ['t'], readValue, { validUntil: () => until });
    await reads.read('k', ['t'], readValue, { validUntil: () => until });
    expect(fake.reads()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 60));
    await reads.read('k', ['t'], readValue, { validUntil: () => until });
    expect(fake.reads()).toBe(2);
  });

  it('forgets what another instance wrote, and loads every time while disabled', async () => {
    const fake = fakeDatabase();
    const cache = withReadCache(fake.db, { enabled: true });
    await cache.reads.read('k', ['t'], readValue);
    cache.forget(new Set(['other']));
    await cache.reads.read('k', ['t'], readValue);
    expect(fake.reads()).toBe(1);
    cache.forget(new Set(['t']));
    await cache.reads.read('k', ['t'], readValue);
    expect(fake.reads()).toBe(2);

    cache.setEnabled(false);
    await cache.reads.read('k', ['t'], readValue);
    await cache.reads.read('k', ['t'], readValue);
    expect(fake.reads()).toBe(4);
  });

  it('tells what each write touched (onWrite), and nothing of reads', async () => {
    const fake = fakeDatabase();
    const heard: unknown[] = [];
    const { db } = withReadCache(fake.db, {
      enabled: true,
      onWrite: (written) => {
        heard.push(written === 'everything' ? written : [...written]);
      },
    });
    await db.query(READ);
    await db.query(WRITE, [2]);
    await db.transaction(async (tx) => {
      await tx.query('DELETE FROM a WHERE id = $1', ['x']);
      await tx.query('INSERT INTO b (id) VALUES ($1)', ['y']);
    });
    await db.execScript('CREATE TABLE c (id text)');
    expect(heard).toEqual([['t'], ['a', 'b'], 'everything']);
  });

  it("answers a write's caller only once the other instances were told (onWrite settled)", async () => {
    const fake = fakeDatabase();
    let tell: (() => void) | undefined;
    const { db } = withReadCache(fake.db, {
      enabled: true,
      onWrite: () => new Promise<void>((resolve) => (tell = resolve)),
    });
    let answered = false;
    const write = db.query(WRITE, [2]).then(() => (answered = true));
    await vi.waitFor(() => expect(tell).toBeDefined());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(answered).toBe(false);
    tell!();
    await write;
    expect(answered).toBe(true);
  });
});

describe('tablesWritten', () => {
  it('names the tables a statement writes, none for reads, everything for what it cannot name', () => {
    const named = (sql: string) => {
      const written = tablesWritten(sql);
      return written === 'everything' ? written : [...written].sort();
    };
    expect(named('SELECT * FROM funding_requests f WHERE f.id = $1 FOR UPDATE')).toEqual([]);
    expect(named('  with x as (select 1) select * from x')).toEqual([]);
    expect(named('UPDATE funding_requests f SET status = $1 WHERE f.id = $2')).toEqual([
      'funding_requests',
    ]);
    expect(
      named(
        `INSERT INTO app_settings (key, value) VALUES ($1, $2)
         ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
      ),
    ).toEqual(['app_settings']);
    expect(
      named(
        `WITH fresh AS (INSERT INTO overdue_notices (kind) SELECT 1 RETURNING kind)
         INSERT INTO notifications (id) SELECT 1 FROM fresh`,
      ),
    ).toEqual(['notifications', 'overdue_notices']);
    expect(named('DELETE FROM revoked_tokens WHERE expires_at < now()')).toEqual([
      'revoked_tokens',
    ]);
    expect(named('SELECT store_support_messages($1::jsonb, $2)')).toContain('members');
    expect(named('ALTER TABLE members ADD COLUMN x text')).toBe('everything');
  });
});
