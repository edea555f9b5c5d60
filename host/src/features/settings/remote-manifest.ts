import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { federationKeys } from '../../platform/federation/federation-keys';
import {
  manifestSharedSchema,
  requiredSharedRange,
} from '../../platform/federation/shared-version';

/** The part of a remote's mf-manifest.json the diagnostics show. */
const manifestSchema = z.object({
  metaData: z.object({
    buildInfo: z.object({ buildVersion: z.string(), buildName: z.string().optional() }),
  }),
  shared: manifestSharedSchema.optional(),
});

export const remoteManifestQuery = (manifestUrl: string) =>
  queryOptions({
    queryKey: federationKeys.manifest(manifestUrl),
    queryFn: async ({ signal }) => {
      const response = await fetch(manifestUrl, { cache: 'no-cache', signal });
      if (!response.ok) throw new Error(`The manifest answered ${response.status}`);
      const parsed = manifestSchema.safeParse(await response.json().catch(() => null));
      if (!parsed.success) throw new Error('The manifest is not a module-federation manifest');
      return {
        buildVersion: parsed.data.metaData.buildInfo.buildVersion,
        /** The range of @backoffice/shared the remote was built against. */
        requiredShared: requiredSharedRange(parsed.data.shared ?? []),
      };
    },
    retry: false,
  });
