import { startApi } from '../src/testing';
import { postgresForSuite, startPostgres, type PostgresServer } from './postgres/server';
import { describeRepositories } from './repositories.shared';

// Decided before the suite is collected, so a missing server skips it (or fails it under CI).
const found = await postgresForSuite();
let server: PostgresServer | undefined;

beforeAll(async () => {
  if (found) server = await startPostgres(found.binDir);
}, 60_000);
afterAll(() => server?.stop());

describe.skipIf(!found)('PostgreSQL', () => {
  describeRepositories(
    'PostgreSQL',
    () => async (options) =>
      startApi({
        ...options,
        databaseUrl: await server!.createDatabase('repositories'),
        jwtSecret: 'repository-suite-secret',
      }),
  );
});
