import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { endpoints } from '@backoffice/shared/contract';
import { hostSharedVersion } from '../src/features/registry/manifest-check';
import { dataOf, type Client } from './helpers';

const hostMajor = Number(hostSharedVersion.split('.')[0]);
/** A range the running host's @backoffice/shared satisfies, and one of the next major it cannot. */
export const compatibleRange = `^${hostMajor}.0.0`;
export const nextMajorRange = `^${hostMajor + 1}.0.0`;

/** A minimal mf-manifest.json of `name`, requiring `sharedRange` of @backoffice/shared. */
export const manifestOf = (name: string, sharedRange = compatibleRange, version = '1.0.0') => ({
  id: name,
  name,
  metaData: { buildInfo: { buildVersion: version, buildName: name } },
  shared: [{ name: '@backoffice/shared/contract', requiredVersion: sharedRange }],
  remotes: [],
  exposes: [{ id: `${name}:App`, name: 'App', path: './App', assets: {} }],
});

/**
 * Serves manifests for the release tests on 127.0.0.1 (an allowed release origin by default):
 * `/<path>` answers `bodies[path]` (an object as JSON, a string as it is), anything else 404.
 */
export async function startManifestServer(bodies: Record<string, unknown>) {
  const server: Server = createServer((request, response) => {
    const body = bodies[request.url ?? ''];
    if (body === undefined) {
      response.writeHead(404).end('Not found');
      return;
    }
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(typeof body === 'string' ? body : JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The registry's view of one area, as any staff member reads it. */
export async function areaOf(staff: Client, remote: string) {
  const areas = dataOf(await staff.get('/registry/areas'), endpoints.registryAreas.response);
  const area = areas.find((candidate) => candidate.remote === remote);
  if (!area) throw new Error(`No ${remote} in the registry`);
  return area;
}
