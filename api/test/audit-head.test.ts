import { existsSync } from 'node:fs';
import path from 'node:path';
import { endpoints } from '@backoffice/shared/contract';
import { DEMO_ADMIN, DEMO_REVIEWER, startApi, type TestApi } from '../src/testing';
import { dataOf, errorOf, signedInClient, type Client } from './helpers';

/**
 * The review: the chain is plain SHA-256 computed inside the database, so whoever can disable
 * the triggers can rewrite an entry and recompute its hash. A head signed with AUDIT_KEY, which
 * the database never holds, and kept elsewhere shows it.
 */

let api: TestApi;
let owner: Client;

beforeAll(async () => {
  api = await startApi();
  owner = await signedInClient(api.url, DEMO_ADMIN);
});
afterAll(() => api?.close());

const head = async () => dataOf(await owner.get('/audit/head'), endpoints.auditHead.response);
const verifyAgainst = async (saved: { seq: number; hash: string; hmac: string }) =>
  dataOf(
    await owner.get('/audit/verify', { seq: saved.seq, hash: saved.hash, hmac: saved.hmac }),
    endpoints.auditVerify.response,
  );

describe('the audit head outside the database', () => {
  it('is signed with a key local mode keeps beside, not inside, the database directory', async () => {
    const saved = await head();
    expect(saved.seq).toBeGreaterThan(0);
    expect(saved.hmac).toMatch(/^[0-9a-f]{64}$/);
    expect(existsSync(path.join(api.dataDir, 'audit-key'))).toBe(true);
    errorOf(await (await signedInClient(api.url, DEMO_REVIEWER)).get('/audit/head'), 403);
  });

  it('a later chain extends a saved head', async () => {
    const saved = await head();
    await owner.put('/settings/approval', { thresholdUsd: 1_500_000 });
    expect((await head()).seq).toBeGreaterThan(saved.seq);
    expect(await verifyAgainst(saved)).toMatchObject({ ok: true, head: { extends: true } });
  });

  it('finds an entry rewritten and re-hashed inside the database, which the chain alone misses', async () => {
    const saved = await head();
    await api.db.query('ALTER TABLE audit_entries DISABLE TRIGGER USER');
    await api.db.query(
      `UPDATE audit_entries SET actor_name = 'Someone Else',
         hash = audit_entry_hash(prev_hash, id, at, actor_id, 'Someone Else', kind, entity_type,
           entity_id, before, after)
       WHERE seq = $1`,
      [saved.seq],
    );
    await api.db.query('ALTER TABLE audit_entries ENABLE TRIGGER USER');
    const verified = await verifyAgainst(saved);
    // The chain is consistent again; only the head kept elsewhere tells.
    expect(verified.ok).toBe(true);
    expect(verified.head).toMatchObject({ extends: false, reason: /no longer has the saved hash/ });
  });

  it('refuses a head it did not sign', async () => {
    const saved = await head();
    const forged = { ...saved, hmac: '0'.repeat(64) };
    expect((await verifyAgainst(forged)).head).toMatchObject({ extends: false });
  });
});

describe('a deployment without AUDIT_KEY', () => {
  it('starts, and /audit/head answers 503', async () => {
    const deployed = await startApi({ localMode: false });
    try {
      const admin = await signedInClient(deployed.url, DEMO_ADMIN);
      errorOf(await admin.get('/audit/head'), 503);
      expect(existsSync(path.join(deployed.dataDir, 'audit-key'))).toBe(false);
    } finally {
      await deployed.close();
    }
  });
});
