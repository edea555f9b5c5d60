import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setRuntimeConfig } from '@backoffice/shared';

export type RecordedRequest = { method: string; url: URL; body: unknown };
export type Reply = { status?: number; body: unknown };
type Route = (request: RecordedRequest) => Reply | Promise<Reply>;

/**
 * A local HTTP server standing in for the platform api in component tests: the page's real
 * client (apiRequest, its schemas and error parsing) talks to it over the network, and each test
 * decides the answers, including failures the seeded api cannot be made to give on demand.
 */
export async function startFakeApi() {
  const routes = new Map<string, Route>();
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const request: RecordedRequest = {
        method: req.method ?? 'GET',
        url: new URL(req.url ?? '/', 'http://fake.test'),
        body: text ? JSON.parse(text) : undefined,
      };
      requests.push(request);
      const route = routes.get(`${request.method} ${request.url.pathname}`);
      void Promise.resolve(
        route
          ? route(request)
          : { status: 404, body: { statusCode: 404, message: 'No such route' } },
      ).then(({ status = 200, body }) => {
        res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  setRuntimeConfig({ apiBaseUrl: `http://127.0.0.1:${port}` });

  return {
    requests,
    /** Answers `METHOD /path` with `route` from now on. */
    on(methodAndPath: string, route: Route) {
      routes.set(methodAndPath, route);
    },
    requestsTo(methodAndPath: string) {
      return requests.filter(
        (request) => `${request.method} ${request.url.pathname}` === methodAndPath,
      );
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeApi = Awaited<ReturnType<typeof startFakeApi>>;

export const ok = (data: unknown): Reply => ({ body: { data } });
export const failure = (status: number, message: string, field?: string): Reply => ({
  status,
  body: field ? { statusCode: status, message, field } : { statusCode: status, message },
});
