import { join } from 'node:path';
import { startAppServer } from '../../scripts/serve/app-server.ts';

export const supportDist = join(import.meta.dirname, '..', '..', 'remote-support', 'dist');

/** Serves a remote's build on `port` (one the OS picks by default), for pages of `hostOrigin`. */
export const serveCopy = async (root: string, name: string, hostOrigin: string, port?: number) =>
  startAppServer({
    name,
    root,
    host: '127.0.0.1',
    port: port ?? 0,
    spa: false,
    runtimeFiles: () => {
      throw new Error('a remote copy serves no runtime files in this test');
    },
    serveRemotesJson: false,
    corsOrigins: [hostOrigin],
    csp: () => ({ remoteOrigins: [], apiOrigins: [] }),
  });
