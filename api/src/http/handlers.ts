import type { AuthUser, EndpointData, EndpointName, Endpoints } from '@backoffice/shared/contract';
import type { z } from 'zod';
import type { VerifiedToken } from '../auth/tokens';

type Parsed<E, K extends 'query' | 'body'> = E extends { [P in K]: z.ZodType }
  ? z.output<E[K]>
  : undefined;

/** What a handler receives: the request already validated with the contract's schemas. */
export interface HandlerInput<N extends EndpointName> {
  query: Parsed<Endpoints[N], 'query'>;
  body: Parsed<Endpoints[N], 'body'>;
  params: Readonly<Record<string, string>>;
  user: Endpoints[N] extends { public: true } ? null : AuthUser;
  /** The access token the request came with (sign-out revokes it). */
  token: Endpoints[N] extends { public: true } ? null : VerifiedToken;
  /** The request's Origin header: which dashboard called. */
  origin: string | undefined;
  /** Where the request came from, for the sign-ins list: its User-Agent and address. */
  client: { userAgent: string; address: string };
}

export type EndpointHandler<N extends EndpointName> = (
  input: HandlerInput<N>,
) => Promise<EndpointData<N>>;

/** One handler per row of the contract's `endpoints` table; the compiler catches a missing one. */
export type EndpointHandlers = { [N in EndpointName]: EndpointHandler<N> };
