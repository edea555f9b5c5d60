import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { openPgliteDatabase, type Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { registerHealthRoutes } from '../src/health/routes';
import { startApi, type TestApi } from '../src/testing';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api?.close());

describe('load balancer probes on the running api', () => {
  it('GET /health answers ok without a token', async () => {
    const response = await fetch(`${api.url}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('GET /ready answers ready without a token once migrated', async () => {
    const response = await fetch(`${api.url}/ready`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ready' });
  });
});

describe('GET /ready refuses an instance that cannot serve', () => {
  async function ready(db: Pick<Database, 'query'>) {
    const app = Fastify({ logger: false });
    registerHealthRoutes(app, db);
    try {
      const response = await app.inject({ method: 'GET', url: '/ready' });
      return { status: response.statusCode, body: response.json() as unknown };
    } finally {
      await app.close();
    }
  }

  it('is 503 "database unreachable" when the database does not answer, naming nothing else', async () => {
    const down = {
      query: () => Promise.reject(new Error('connect ECONNREFUSED 10.0.0.7:5432 password=secret')),
    };
    expect(await ready(down)).toEqual({
      status: 503,
      body: { status: 'not ready', reason: 'database unreachable' },
    });
  });

  it('is 503 "migrations pending" until every shipped migration is applied', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'backoffice-ready-'));
    const db = await openPgliteDatabase(path.join(dir, 'pg'));
    try {
      expect(await ready(db)).toEqual({
        status: 503,
        body: { status: 'not ready', reason: 'migrations pending' },
      });
      await migrate(db);
      expect(await ready(db)).toEqual({ status: 200, body: { status: 'ready' } });
      await db.query(
        'DELETE FROM schema_migrations WHERE name = (SELECT max(name) FROM schema_migrations)',
      );
      expect((await ready(db)).status).toBe(503);
    } finally {
      await db.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
