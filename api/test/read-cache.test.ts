import type { Database, Queryable } from '../src/db/database';
import { withReadCache } from '../src/db/read-cache';

/** A database whose `value` reads answer with the current value; `set` writes it. */
function fakeDatabase() {
  let value = 1;
  let reads = 0;
  let releaseWrite: (() => void) | undefined;
  const db: Database = {
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      if (sql === 'read') {
        reads += 1;
        return [{ value }] as Row[];
      }
      if (sql === 'slow write') await new Promise<void>((resolve) => (releaseWrite = resolve));
      value = Number(params[0]);
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
  (await reader.query<{ value: number }>('read'))[0]!.value;

describe('read cache (issue 23)', () => {
  it('answers a repeated read without the database until anything is written', async () => {
    const fake = fakeDatabase();
    const { db, reads } = withReadCache(fake.db, { enabled: true });
    expect(await reads.read('k', readValue)).toBe(1);
    expect(await reads.read('k', readValue)).toBe(1);
    expect(fake.reads()).toBe(1);

    await db.query('write', [2]);
    expect(await reads.read('k', readValue)).toBe(2);
    expect(fake.reads()).toBe(2);

    await db.transaction((tx) => tx.query('write', [3]));
    expect(await reads.read('k', readValue)).toBe(3);
  });

  it('keeps no answer a write finished during', async () => {
    const fake = fakeDatabase();
    const { db, reads } = withReadCache(fake.db, { enabled: true });
    const write = db.query('slow write', [5]);
    // Starts before the write finishes: may or may not see it, so it must not be kept.
    const during = reads.read('k', async (reader) => {
      const value = await readValue(reader);
      fake.releaseWrite();
      await write;
      return value;
    });
    await during;
    expect(await reads.read('k', readValue)).toBe(5);
  });

  it('does not keep a failed load', async () => {
    const fake = fakeDatabase();
    const { reads } = withReadCache(fake.db, { enabled: true });
    await expect(reads.read('k', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await reads.read('k', readValue)).toBe(1);
  });

  it('loads every time when disabled (a database other processes write to)', async () => {
    const fake = fakeDatabase();
    const { reads } = withReadCache(fake.db, { enabled: false });
    await reads.read('k', readValue);
    await reads.read('k', readValue);
    expect(fake.reads()).toBe(2);
  });
});
