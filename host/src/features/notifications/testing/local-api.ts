import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setRuntimeConfig } from '@backoffice/shared';

export type SeenRequest = { method: string; url: URL; headers: IncomingHttpHeaders; body: unknown };
export type Answer = { status?: number; body: unknown };

/**
 * A local HTTP server answering as the platform api would: the real client (apiRequest, the
 * contract's schemas, its 401 handling) talks to it over the network, and each test decides the
 * answers, including failures the seeded api cannot give on demand.
 */
export async function startLocalApi() {
  const routes = new Map<string, (request: SeenRequest) => Answer>();
  const seen: SeenRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const request: SeenRequest = {
        method: req.method ?? 'GET',
        url: new URL(req.url ?? '/', 'http://local.test'),
        headers: req.headers,
        body: text ? (JSON.parse(text) as unknown) : undefined,
      };
      seen.push(request);
      const route = routes.get(`${request.method} ${request.url.pathname}`);
      const { status = 200, body } = route?.(request) ?? {
        status: 404,
        body: { statusCode: 404, message: 'Not found' },
      };
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  setRuntimeConfig({ apiBaseUrl: `http://127.0.0.1:${port}` });
  return {
    seen,
    on(methodAndPath: string, answer: (request: SeenRequest) => Answer) {
      routes.set(methodAndPath, answer);
    },
    requestsTo(methodAndPath: string) {
      return seen.filter(
        (request) => `${request.method} ${request.url.pathname}` === methodAndPath,
      );
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type LocalApi = Awaited<ReturnType<typeof startLocalApi>>;

export const ok = (data: unknown): Answer => ({ body: { data } });
export const failure = (status: number, message: string): Answer => ({
  status,
  body: { statusCode: status, message },
});
