import {
  createReleaseSchema,
  envelope,
  isSensitive,
  RELEASE_TOKEN_PREFIX,
  roleMayAct,
  registryRemotesSchema,
  releaseResultSchema,
  type ReleaseActor,
} from '@backoffice/shared/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { refuseUntilEnrolled } from '../../auth/mfa-enrolment-gate';
import type { Sessions } from '../../auth/sessions';
import { requireRecentAuth } from '../../auth/step-up';
import type { StaffDirectory } from '../../auth/staff-directory';
import { TokenError } from '../../auth/tokens';
import type { Database } from '../../db/database';
import { forbidden, unauthorized, validationError } from '../../http/errors';
import { canonicalManifestUrl, checkManifest, checkReleaseOrigin } from './manifest-check';
import { findReleaseToken } from './release-tokens';
import { requireArea, releaseArea, rollbackArea } from './releases';
import { registryRemotes } from './repository';

export interface RegistryRouteOptions {
  db: Database;
  sessions: Sessions;
  staff: StaffDirectory;
  /** Origins (or bare host names, any port) a release's manifest may come from. */
  releaseOrigins: readonly string[];
  /** Told after every change, so open tabs hear of it (the realtime connection). */
  onChange: (remote: string) => void;
  fetchImpl?: typeof fetch;
  /** A person's release needs a password proved this recently (STEP_UP_MINUTES). */
  stepUpMinutes: number;
}

/** The action a release asks for: a share of 1–99 % is a canary, anything else a full release. */
function releaseAction(body: unknown): 'release' | 'canary' {
  const percent = (body as { canaryPercent?: unknown } | undefined)?.canaryPercent;
  return typeof percent === 'number' && percent < 100 ? 'canary' : 'release';
}

/**
 * Who may release or roll back `remote`: a live release token of that area, or an owner's access
 * token whose sign-in proved its password recently when the action is a sensitive one (a token
 * is CI's and is not asked). A token of another area is refused with 403; anything else with 401.
 */
async function releaser(
  request: FastifyRequest,
  remote: string,
  options: RegistryRouteOptions,
  action: 'release' | 'canary' | 'rollback',
): Promise<ReleaseActor> {
  const raw = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (!raw) throw unauthorized('Missing access token or area release token');
  if (raw.startsWith(RELEASE_TOKEN_PREFIX)) {
    const token = await findReleaseToken(options.db, raw);
    if (!token) throw unauthorized('This area release token is unknown or revoked');
    if (token.remote !== remote) {
      throw forbidden(`This token releases ${token.remote} only, not ${remote}`);
    }
    return {
      kind: 'token',
      id: `token:${token.id}`,
      name: `${token.label} (${token.remote} token)`,
    };
  }
  let user, verified;
  try {
    verified = await options.sessions.authenticate(raw);
    ({ user } = verified);
  } catch (error) {
    if (error instanceof TokenError) throw unauthorized(error.message);
    throw error;
  }
  const account = user.role === 'admin' ? await options.staff.activeAccount(user.id) : undefined;
  if (account) refuseUntilEnrolled(account);
  if (!roleMayAct(account?.role, action))
    throw forbidden("Only owners and the area's release tokens can release it");
  if (isSensitive(action)) {
    await requireRecentAuth({ db: options.db, token: verified, minutes: options.stepUpMinutes });
  }
  return { kind: 'staff', id: user.id, name: user.name };
}

/**
 * The registry's routes outside the contract's endpoint table, because they take an area release
 * token (releases, rollbacks) or no token at all (what `/remotes.json` is built from).
 */
export function registerRegistryRoutes(app: FastifyInstance, options: RegistryRouteOptions): void {
  const { db } = options;
  const resultEnvelope = envelope(releaseResultSchema);

  app.post<{ Params: { remote: string } }>(
    '/registry/areas/:remote/releases',
    async (request, reply) => {
      const { remote } = request.params;
      const actor = await releaser(request, remote, options, releaseAction(request.body));
      const parsed = createReleaseSchema.safeParse(request.body ?? {});
      if (!parsed.success) throw validationError(parsed.error, 'body');
      const body = { ...parsed.data, manifestUrl: canonicalManifestUrl(parsed.data.manifestUrl) };
      await requireArea(db, remote);
      checkReleaseOrigin(body.manifestUrl, options.releaseOrigins);
      const { buildVersion } = await checkManifest(body.manifestUrl, remote, options.fetchImpl);
      const result = await releaseArea(
        db,
        remote,
        { ...body, version: body.version ?? buildVersion },
        actor,
      );
      options.onChange(remote);
      return reply.code(201).send(resultEnvelope.parse({ data: result }));
    },
  );

  app.post<{ Params: { remote: string } }>('/registry/areas/:remote/rollback', async (request) => {
    const { remote } = request.params;
    const actor = await releaser(request, remote, options, 'rollback');
    const result = await rollbackArea(db, remote, actor);
    options.onChange(remote);
    return resultEnvelope.parse({ data: result });
  });

  // Read by the host's static server every couple of seconds: public, like /remotes.json itself.
  app.get('/registry/remotes', async () =>
    envelope(registryRemotesSchema).parse({ data: await registryRemotes(db) }),
  );
}
