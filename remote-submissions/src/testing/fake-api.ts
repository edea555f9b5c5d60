import type { FundingRequest } from '@backoffice/shared';
import { vi } from 'vitest';

export type FakeCall = { method: string; path: string; query: URLSearchParams; body: unknown };
export type FakeReply = { status?: number; data?: unknown; message?: string };
type Handler = (call: FakeCall) => FakeReply | undefined | Promise<FakeReply | undefined>;

/**
 * Answers the page's fetches in place of the api, recording each call. A handler returning
 * undefined passes the call to the next one; an unanswered call fails the test loudly.
 */
export function fakeApi(...handlers: Handler[]) {
  const calls: FakeCall[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body,
    };
    calls.push(call);
    for (const handler of handlers) {
      const reply = await handler(call);
      if (!reply) continue;
      const status = reply.status ?? 200;
      const payload =
        status < 400 ? { data: reply.data } : { statusCode: status, message: reply.message };
      return new Response(JSON.stringify(payload), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    throw new Error(`No fake answer for ${call.method} ${call.path}`);
  });
  return calls;
}

export function fundingRequest(overrides: Partial<FundingRequest> = {}): FundingRequest {
  return {
    id: 'FR-10001',
    title: 'Knee surgery for Maria',
    category: 'medical',
    amountRequested: 500_000,
    amountRaised: 125_000,
    currency: 'USD',
    status: 'pending',
    requester: { id: 'M-1', fullName: 'Maria Lopez', email: 'maria@example.test', avatarUrl: null },
    requesterAnswered: false,
    firstApproval: null,
    version: 1,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    story: 'Maria needs surgery.',
    documents: [],
    notes: [],
    privateNote: '',
    history: [],
    ...overrides,
  };
}
