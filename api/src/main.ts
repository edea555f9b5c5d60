import { configFromEnv } from './config';
import { DEMO_MEMBER, DEMO_STAFF } from './db/seed/demo-accounts';
import { startApiServer } from './server';
import { startFailureMessage } from './start-failure';

const config = configFromEnv();
const reset = process.argv.includes('--reset');
const quiet = process.env.LOG_LEVEL === 'silent';

const api = await startApiServer({
  ...config,
  reset,
  logger: quiet ? false : { level: process.env.LOG_LEVEL ?? 'info' },
}).catch((error: unknown) => {
  const message = startFailureMessage(error, config.port);
  if (message === undefined) throw error;
  console.error(message);
  process.exit(1);
});

console.log(
  [
    '',
    `Backoffice api listening on ${api.url}`,
    `  data: ${config.dataDir}${api.seeded ? ' (freshly seeded)' : ''}`,
    ...DEMO_STAFF.map(
      (staff) => `  ${`${staff.staffRole}:`.padEnd(10)}${staff.email} / ${staff.password}`,
    ),
    `  member:   ${DEMO_MEMBER.email} / ${DEMO_MEMBER.password} (POST /auth/signin/member)`,
    ...(api.mailCatcher
      ? [
          `  mail:     ${api.url}/dev/mail/view (local mail catcher, SMTP port ${api.mailCatcher.port})`,
        ]
      : []),
    '',
  ].join('\n'),
);

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  api.log.info({ signal }, 'shutting down');
  await api.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
