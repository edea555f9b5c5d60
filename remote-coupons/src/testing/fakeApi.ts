import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setRuntimeConfig, type Coupon } from '@backoffice/shared';

export type SeenRequest = { method: string; path: string; query: URLSearchParams; body: unknown };
type Reply = (request: SeenRequest, res: ServerResponse) => void;

export function json(res: ServerResponse, status: number, body: unknown) {
  res
    .writeHead(status, {
      'Content-Type': 'application/json',
      'Access-Control-Allow-Origin': '*',
    })
    .end(JSON.stringify(body));
}

/** Answers like the api when the connection is lost: no response at all. */
export function dropConnection(res: ServerResponse) {
  res.socket?.destroy();
}

function readBody(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      resolve(text ? JSON.parse(text) : undefined);
    });
  });
}

/**
 * A local HTTP server standing in for the api where a test needs answers the real one cannot be
 * asked for on cue (a 500, a dropped connection). The app talks to it over real HTTP, through
 * apiRequest and the contract's schemas, so every answer must keep the contract.
 */
export async function startFakeApi() {
  const seen: SeenRequest[] = [];
  let reply: Reply = (_request, res) => json(res, 404, { statusCode: 404, message: 'Not found' });
  const server: Server = createServer((req, res) => {
    void readBody(req).then((body) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const request = {
        method: req.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        body,
      };
      seen.push(request);
      reply(request, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  setRuntimeConfig({ apiBaseUrl: `http://127.0.0.1:${port}` });
  return {
    seen,
    onRequest(next: Reply) {
      reply = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeApi = Awaited<ReturnType<typeof startFakeApi>>;

export function couponFixture(patch: Partial<Coupon> = {}): Coupon {
  return {
    id: 'cpn-1',
    code: 'SPRING-25',
    description: 'Spring campaign',
    discountType: 'percent',
    value: 15,
    currency: 'USD',
    maxRedemptions: 100,
    perMemberLimit: null,
    redemptions: 12,
    discountGiven: 4200,
    startsAt: '2026-01-01T09:00:00.000Z',
    expiresAt: null,
    status: 'active',
    revokedAt: null,
    revokeReason: null,
    createdAt: '2026-01-01T08:00:00.000Z',
    createdBy: 'Ada Admin',
    ...patch,
  };
}
