import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openPgliteDatabase, type ClusterPreparation } from './database';
import { migratedCluster } from './migrate';

describe('a prepared cluster template', () => {
  it('is prepared once per key and copied into each new data dir, which then goes its own way', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'backoffice-template-test-'));
    let prepared = 0;
    const preparation: ClusterPreparation = {
      key: `test-${randomUUID()}`,
      async prepare(db) {
        prepared += 1;
        await db.execScript(
          "CREATE TABLE marks (name text); INSERT INTO marks VALUES ('template')",
        );
      },
    };
    try {
      const first = await openPgliteDatabase(path.join(dir, 'one'), preparation);
      await first.query("INSERT INTO marks VALUES ('one')");
      await first.close();
      const second = await openPgliteDatabase(path.join(dir, 'two'), preparation);
      expect(await second.query('SELECT name FROM marks')).toEqual([{ name: 'template' }]);
      await second.close();
      expect(prepared).toBe(1);
    } finally {
      await rm(dir, { recursive: true, force: true });
      const templates = (await readdir(os.tmpdir())).filter((name) =>
        name.endsWith(preparation.key),
      );
      expect(templates).toHaveLength(1);
      for (const name of templates)
        await rm(path.join(os.tmpdir(), name), { recursive: true, force: true });
    }
  }, 60_000);

  it("names the migrated template by the migrations' texts", async () => {
    const { key } = await migratedCluster();
    expect(key).toMatch(/^migrated-[0-9a-f]{16}$/);
    expect((await migratedCluster()).key).toBe(key);
  });
});
