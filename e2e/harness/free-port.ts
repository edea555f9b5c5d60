import { createServer } from 'node:net';
import { remoteApps, type RemoteName, type StackPorts } from '../../scripts/stack-layout.ts';

/** A port the OS reports free right now (far from the 3000–4000 range `npm start` uses). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** A free port for the host, the api and each remote: the e2e stack's and the bench's. */
export async function freeStackPorts(): Promise<StackPorts> {
  return {
    host: await freePort(),
    api: await freePort(),
    remotes: Object.fromEntries(
      await Promise.all(remoteApps.map(async (app) => [app.name, await freePort()] as const)),
    ) as Record<RemoteName, number>,
  };
}
