import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The push service the e2e stack hands the host in its runtime config (`fakePushUrl`): a browser
 * under test has none, and the built files must stay the ones production serves. The host's fake
 * adapter (host/src/platform/push/fake-push-adapter.ts) reads its token and listens for
 * foreground pushes here; the tests set the token and send pushes through the same server.
 *
 * Browser side (any origin): `GET /push/token` → `{ token }`, `GET /push/messages` → an event
 * stream. Test side: `POST /push/token {token}`, `POST /push/messages {message}`,
 * `GET /push/listeners` → `{ count }` (open streams, i.e. pages listening).
 */
export const FAKE_PUSH_PATH = '/push';

export interface FakePushService {
  /** Answers a request under FAKE_PUSH_PATH; false for any other path. */
  handle(request: IncomingMessage, response: ServerResponse, pathname: string): Promise<boolean>;
  /**
   * On: the runtime config names this service (the caller sets it), with `token` as the push
   * token. Off: no token, every stream closed, and new ones refused so no page reconnects.
   */
  setEnabled(enabled: boolean, token?: string): void;
}

export async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return body ? (JSON.parse(body) as Record<string, unknown>) : {};
}

const sendJson = (response: ServerResponse, body: unknown) => {
  response.writeHead(200, {
    'Content-Type': 'application/json',
    'Cache-Control': 'no-store',
    // The dashboard's page reads it from the host's origin.
    'Access-Control-Allow-Origin': '*',
  });
  response.end(JSON.stringify(body));
};

export function createFakePushService(): FakePushService {
  let enabled = false;
  let token: string | null = null;
  const streams = new Set<ServerResponse>();

  const openStream = (request: IncomingMessage, response: ServerResponse) => {
    if (!enabled) {
      // EventSource gives up (no reconnect) on an answer that is not an event stream.
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'Content-Type': 'text/event-stream',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
      'Access-Control-Allow-Origin': '*',
    });
    // A comment line: the browser's EventSource reports the stream open on the first bytes.
    response.write(': open\n\n');
    streams.add(response);
    request.on('close', () => streams.delete(response));
  };

  const routes: Record<string, (request: IncomingMessage, response: ServerResponse) => unknown> = {
    'GET /token': (_request, response) => sendJson(response, { token }),
    'GET /messages': openStream,
    'GET /listeners': (_request, response) => sendJson(response, { count: streams.size }),
    'POST /token': async (request, response) => {
      const body = await readJson(request);
      if (typeof body.token !== 'string' && body.token !== null) {
        throw new Error('POST /push/token needs { token: string | null }');
      }
      token = body.token;
      sendJson(response, { token });
    },
    'POST /messages': async (request, response) => {
      const { message } = await readJson(request);
      for (const stream of streams) stream.write(`data: ${JSON.stringify(message)}\n\n`);
      sendJson(response, { delivered: streams.size });
    },
  };

  return {
    async handle(request, response, pathname) {
      if (!pathname.startsWith(`${FAKE_PUSH_PATH}/`)) return false;
      const route = routes[`${request.method} ${pathname.slice(FAKE_PUSH_PATH.length)}`];
      if (!route) response.writeHead(404).end();
      else await route(request, response);
      return true;
    },
    setEnabled(on, initialToken) {
      enabled = on;
      token = on ? (initialToken ?? null) : null;
      if (on) return;
      for (const stream of streams) stream.end();
      streams.clear();
    },
  };
}
