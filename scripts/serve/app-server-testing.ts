import type { AppServerOptions } from './app-server.ts';

/** A host server's options over a throwaway build folder, for the serving tests. */
export function testHostOptions(
  root: string,
  overrides: Partial<AppServerOptions> = {},
): AppServerOptions {
  return {
    name: 'host',
    root,
    host: '127.0.0.1',
    port: 0,
    spa: true,
    runtimeFiles: () => ({ runtimeConfig: {}, remotes: [] }) as never,
    serveRemotesJson: false,
    corsOrigins: [],
    csp: () => ({ remoteOrigins: [], apiOrigins: [] }),
    ...overrides,
  };
}
