import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setRuntimeConfig } from '@backoffice/shared/session';

/** A request the fake api received. */
export interface SeenRequest {
  method: string;
  url: URL;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** The body as sent. */
  text: string;
  /** The body parsed, when it is JSON. */
  body: unknown;
}

/** What the fake api does with a request: answer JSON, cut the connection, or never answer. */
export type Reply =
  | { status?: number; body: unknown; headers?: Record<string, string> }
  | 'drop connection'
  | 'no answer';
export type Route = (request: SeenRequest) => Reply | Promise<Reply>;

export const answer = (status: number, body: unknown): Reply => ({ status, body });
export const ok = (data: unknown): Reply => ({ body: { data } });
export const failure = (status: number, message: string, field?: string): Reply => ({
  status,
  body: field ? { statusCode: status, message, field } : { statusCode: status, message },
});

function parsed(text: string, headers: IncomingHttpHeaders): unknown {
  if (!text || !headers['content-type']?.startsWith('application/json')) return undefined;
  return JSON.parse(text);
}

/**
 * The one fake of the platform api for the apps' component tests: a local HTTP server
 * that the page's real client (apiRequest, the contract's schemas, its error and 401 handling)
 * talks to over the network, pointed at by the runtime config. Each test decides the answers,
 * including failures the seeded api cannot give on cue (a 500, a dropped connection, no answer);
 * where a test needs the api's behaviour, the e2e suites use the real one.
 */
export async function startFakeApi() {
  const routes = new Map<string, Route>();
  const notFound: Route = () => failure(404, 'Not found');
  let anyRequest = notFound;
  const seen: SeenRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const url = new URL(req.url ?? '/', 'http://fake-api.test');
      const request: SeenRequest = {
        method: req.method ?? 'GET',
        url,
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        text,
        body: parsed(text, req.headers),
      };
      seen.push(request);
      const route = routes.get(`${request.method} ${request.path}`) ?? anyRequest;
      void Promise.resolve(route(request)).then((reply) => {
        if (reply === 'no answer') return;
        if (reply === 'drop connection') {
          res.socket?.destroy();
          return;
        }
        res
          .writeHead(reply.status ?? 200, {
            'Content-Type': 'application/json',
            ...reply.headers,
          })
          .end(JSON.stringify(reply.body));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  setRuntimeConfig({ apiBaseUrl: `http://127.0.0.1:${port}` });
  return {
    seen,
    /** Answers `METHOD /path` with `route` from now on. */
    on(methodAndPath: string, route: Route) {
      routes.set(methodAndPath, route);
    },
    /** Answers every request no `on` route takes. */
    onAnyRequest(route: Route) {
      anyRequest = route;
    },
    requestsTo(methodAndPath: string) {
      return seen.filter((request) => `${request.method} ${request.path}` === methodAndPath);
    },
    /** Forgets the requests seen and every route. */
    reset() {
      seen.length = 0;
      routes.clear();
      anyRequest = notFound;
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeApi = Awaited<ReturnType<typeof startFakeApi>>;
