import './zod-config';
import { z } from 'zod';
import { staffRoleSchema } from './roles';
import { PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG } from './staff';

export const roleSchema = z.enum(['admin', 'member']);
export type Role = z.infer<typeof roleSchema>;

/**
 * A read asked for with the sign-in (additive: docs/spec.md leaves the request's fields open): the
 * first page of where the person is going, a GET endpoint of this contract without path
 * parameters and its query. The api reads it as the new session, through that endpoint's own
 * route, and answers it with the sign-in, so that page needs no round trip of its own.
 */
export const firstPageRequestSchema = z.object({
  endpoint: z.string().min(1).max(80),
  query: z.record(z.string().max(40), z.union([z.string().max(500), z.number()])),
});

/** The read answered: its request and the endpoint's `data`, which the page checks itself. */
export const carriedFirstPageSchema = firstPageRequestSchema.extend({ data: z.unknown() });

export const signinRequestSchema = z.object({
  email: z.email('Enter a valid email address'),
  password: z.string().min(1, 'Enter your password').max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG),
  // A malformed one is dropped, never a refused sign-in: the page then asks for itself.
  first_page: firstPageRequestSchema.optional().catch(undefined),
});
export type SigninRequest = z.infer<typeof signinRequestSchema>;

export const authUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  /**
   * Additive: a staff account's role (admins only). The api reads it from the database
   * on every call, so this copy only tells the dashboard what to offer.
   */
  staffRole: staffRoleSchema.optional(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

/** Sign-in answers at the top level, without the `data` envelope (docs/spec.md §7). */
export const signinResponseSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  user: authUserSchema,
});
export type SigninResponse = z.infer<typeof signinResponseSchema>;

/** A token update (docs/spec.md §4): `access` and optionally `refresh`. */
export const tokenUpdateSchema = z.object({
  access: z.string().min(1),
  refresh: z.string().optional(),
});
export type TokenUpdate = z.infer<typeof tokenUpdateSchema>;

/** POST /auth/refresh: trades a refresh token for a new pair; needs no access token. */
export const refreshRequestSchema = z.object({ refresh_token: z.string().min(1) });

/**
 * The refresh answer: `tokenUpdateSchema`'s `{ access, refresh }` at the top level (like sign-in);
 * this api always rotates, so `refresh` is always present. Access tokens are JWTs with an `exp`
 * claim (8 h) the client reads to refresh ahead of expiry.
 */
export const refreshResponseSchema = tokenUpdateSchema.required({ refresh: true });
export type RefreshResponse = z.infer<typeof refreshResponseSchema>;

/** POST /auth/signout: revokes the caller's access token and, when given, its refresh token. */
export const signoutRequestSchema = z.object({ refresh_token: z.string().min(1).optional() });

export const signoutResponseSchema = z.object({ signedOut: z.literal(true) });
