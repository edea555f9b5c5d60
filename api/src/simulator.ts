/**
 * Plays a member in the support chat, for demos: signs in over HTTP, joins the member's room on
 * /support and sends messages from stdin (one per line) or, with --every <seconds>, on a timer.
 * Every --answer-every seconds (5 by default, 0 for never) it answers the reviewers' questions
 * on the member's funding requests (needs info).
 *
 *   pnpm --filter @backoffice/api simulate [--url http://127.0.0.1:4000]
 *     [--email member@backoffice.test] [--password member-demo-pass] [--every 10]
 *     [--answer-every 5]
 */
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import {
  roomSchema,
  serverEventSchemas,
  signinResponseSchema,
  SUPPORT_NAMESPACE,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@backoffice/shared/contract';
import { io, type Socket } from 'socket.io-client';
import { z } from 'zod';
import { DEMO_ADMIN, DEMO_MEMBER } from './db/seed/demo-accounts';
import { answerOpenQuestions } from './simulator/answer-questions';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.API_URL ?? 'http://127.0.0.1:4000' },
    email: { type: 'string', default: DEMO_MEMBER.email },
    password: { type: 'string', default: DEMO_MEMBER.password },
    every: { type: 'string' },
    'answer-every': { type: 'string', default: '5' },
    'admin-email': { type: 'string', default: DEMO_ADMIN.email },
    'admin-password': { type: 'string', default: DEMO_ADMIN.password },
  },
});

const CANNED_MESSAGES = [
  'Hi, I have a question about my funding request.',
  'When will the review be finished?',
  'I uploaded the invoice you asked for.',
  'Can I change the amount I asked for?',
  'Thank you for the quick answer!',
];

async function postJson<S extends z.ZodType>(
  path: string,
  body: unknown,
  schema: S,
  token?: string,
) {
  const response = await fetch(`${args.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return schema.parse(await response.json());
}

/** The member's room id comes from the staff side (start-chat creates it on first contact). */
async function findRoomId(memberId: string): Promise<string> {
  const admin = await postJson(
    '/auth/signin/admin',
    { email: args['admin-email'], password: args['admin-password'] },
    signinResponseSchema,
  );
  const { data } = await postJson(
    '/support/admin/start-chat',
    { memberId },
    z.object({ data: roomSchema }),
    admin.access_token,
  );
  return data.id;
}

const member = await postJson(
  '/auth/signin/member',
  { email: args.email, password: args.password },
  signinResponseSchema,
);
const roomId = await findRoomId(member.user.id);
console.log(`Signed in as ${member.user.name} (${member.user.id}); room ${roomId}`);

const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io(
  `${args.url}${SUPPORT_NAMESPACE}`,
  { auth: { token: member.access_token }, transports: ['websocket', 'polling'] },
);

socket.on('connect', () => {
  console.log('Connected; joining the room. Type a message and press Enter.');
  socket.emit('joinRoom', { roomId });
});
socket.on('connect_error', (error) => console.error(`Connection failed: ${error.message}`));
socket.on('disconnect', (reason) => console.log(`Disconnected: ${reason}`));
for (const event of Object.keys(serverEventSchemas) as (keyof ServerToClientEvents)[]) {
  socket.on(event, (payload: unknown) => {
    const parsed = serverEventSchemas[event].safeParse(payload);
    console.log(`← ${event}`, parsed.success ? parsed.data : payload);
  });
}

function send(content: string) {
  const trimmed = content.trim();
  if (!trimmed) return;
  socket.emit('sendMessage', {
    roomId,
    receiverId: DEMO_ADMIN.id,
    content: trimmed.slice(0, 500),
    timestamp: new Date().toISOString(),
  });
  console.log(`→ sendMessage ${JSON.stringify(trimmed.slice(0, 500))}`);
}

let timer: NodeJS.Timeout | undefined;
if (args.every) {
  const seconds = Number(args.every);
  if (!Number.isFinite(seconds) || seconds <= 0)
    throw new Error('--every takes a number of seconds');
  let next = 0;
  timer = setInterval(
    () => send(CANNED_MESSAGES[next++ % CANNED_MESSAGES.length]!),
    seconds * 1000,
  );
}

const answerSeconds = Number(args['answer-every']);
if (!Number.isFinite(answerSeconds) || answerSeconds < 0)
  throw new Error('--answer-every takes a number of seconds (0 for never)');
let answering: NodeJS.Timeout | undefined;
if (answerSeconds > 0) {
  answering = setInterval(() => {
    answerOpenQuestions(args.url, member.access_token)
      .then((outcomes) => {
        for (const outcome of outcomes) {
          console.log(
            outcome.answered
              ? `→ answered ${outcome.fundingRequestId}: ${JSON.stringify(outcome.answer)}`
              : `· ${outcome.fundingRequestId} not answered: ${outcome.reason}`,
          );
        }
      })
      .catch((error: unknown) => console.error(`Answering questions failed: ${String(error)}`));
  }, answerSeconds * 1000);
}

const input = createInterface({ input: process.stdin });
input.on('line', send);
// Piped input ends before the answers arrive; give them a moment before leaving.
const LINGER_AFTER_INPUT_MS = 1500;
input.on('close', () => {
  if (timer) return;
  clearInterval(answering);
  setTimeout(() => {
    socket.disconnect();
    process.exit(0);
  }, LINGER_AFTER_INPUT_MS);
});
process.on('SIGINT', () => {
  socket.disconnect();
  process.exit(0);
});
