import type { ApiContext } from '../../http/context';
import { conflict, notFound } from '../../http/errors';
import type { EndpointHandlers } from '../../http/handlers';
import { recordAudit } from '../audit/repository';
import { requireArea } from './releases';
import { createReleaseToken } from './release-tokens';
import {
  insertArea,
  listReleaseTokens,
  readArea,
  readAreas,
  releaseHistory,
  remoteAtPath,
  revokeReleaseToken,
  toAreaReleases,
} from './repository';

type RegistryHandlers = Pick<
  EndpointHandlers,
  | 'registryAreas'
  | 'registerArea'
  | 'areaReleaseHistory'
  | 'releaseTokens'
  | 'createReleaseToken'
  | 'revokeReleaseToken'
>;

const remoteOf = (params: Readonly<Record<string, string>>) => params.remote ?? '';

/** The registry's rows of the endpoint table: reading it, registering areas, their tokens. */
export function registryHandlers({ db }: ApiContext): RegistryHandlers {
  return {
    async registryAreas() {
      return (await readAreas(db)).map(toAreaReleases);
    },

    async registerArea({ body, user }) {
      return db.transaction(async (tx) => {
        if (await readArea(tx, body.remote))
          throw conflict(`${body.remote} is already registered`, 'remote');
        const holder = await remoteAtPath(tx, body.path);
        if (holder) throw conflict(`${body.path} is already ${holder}'s`, 'path');
        await insertArea(tx, body);
        await recordAudit(tx, {
          actor: user,
          kind: 'registry.area',
          entity: { type: 'area', id: body.remote },
          before: null,
          after: { ...body },
        });
        return toAreaReleases(await requireArea(tx, body.remote));
      });
    },

    async areaReleaseHistory({ params }) {
      const remote = remoteOf(params);
      await requireArea(db, remote);
      return releaseHistory(db, remote);
    },

    async releaseTokens({ params }) {
      const remote = remoteOf(params);
      await requireArea(db, remote);
      return listReleaseTokens(db, remote);
    },

    async createReleaseToken({ params, body, user }) {
      const remote = remoteOf(params);
      await requireArea(db, remote);
      return db.transaction(async (tx) => {
        const created = await createReleaseToken(tx, remote, body.label, user.name);
        await recordAudit(tx, {
          actor: user,
          kind: 'registry.token_create',
          entity: { type: 'area', id: remote },
          before: null,
          after: { tokenId: created.id, label: created.label },
        });
        return created;
      });
    },

    async revokeReleaseToken({ params, user }) {
      const remote = remoteOf(params);
      return db.transaction(async (tx) => {
        const revoked = await revokeReleaseToken(tx, remote, params.id ?? '');
        if (!revoked) throw notFound(`${remote} has no live token ${params.id ?? ''}`);
        await recordAudit(tx, {
          actor: user,
          kind: 'registry.token_revoke',
          entity: { type: 'area', id: remote },
          before: { tokenId: revoked.id, label: revoked.label },
          after: null,
        });
        return revoked;
      });
    },
  };
}
