import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyReply, type FastifyRequest } from 'fastify';
import { remotesJson, type RuntimeFiles } from './runtime-files.ts';

/**
 * Serves one built app (its `dist/`) the way production should: compressed, with security headers,
 * `no-cache` on everything whose name does not change between deploys and a year of immutable
 * caching on content-hashed chunks.
 */
export interface AppServerOptions {
  /** For log lines only. */
  name: string;
  /** The built `dist/` folder. */
  root: string;
  host: string;
  /** 0 picks a free port. */
  port: number;
  /** The host: unknown paths get index.html so client-side routes survive a reload. */
  spa: boolean;
  /**
   * Called per request, so the runtime files always reflect the current environment. The host
   * serves both files; a remote serves `/runtime-config.json` for its standalone page.
   */
  runtimeFiles: () => RuntimeFiles;
  serveRemotesJson: boolean;
  /** Pages allowed to fetch this app's files (the host's origin, for a remote). */
  corsOrigins: readonly string[];
  /** Origins of everything the page may talk to, for the Content-Security-Policy (per request). */
  csp: () => CspSources;
  /** Strict-Transport-Security, for a deployment served over https (./web-security.ts). */
  hsts?: boolean;
}

export interface CspSources {
  /** Where federated code is loaded from (every remote's origin). */
  remoteOrigins: readonly string[];
  /** The api's origin and its websocket origin. */
  apiOrigins: readonly string[];
  /** Extra connect-src origins, e.g. firebase's when push is configured. */
  extraConnect?: readonly string[];
  /** Hosts images may come from beyond the app's own origins and data: (IMG_HOSTS). */
  imageHosts?: readonly string[];
}

export interface RunningServer {
  name: string;
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Names that stay the same between deploys: a browser must revalidate them every time. */
const fixedNames = new Set(['index.html', 'mf-manifest.json', 'mf-stats.json', 'remoteEntry.js']);
const hashedAsset = /\.[0-9a-f]{10}\.(js|css)(\.map)?$/;

export function cacheControlFor(path: string): string {
  const file = basename(path);
  if (fixedNames.has(file) || file.endsWith('.html')) return 'no-cache';
  if (hashedAsset.test(file)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/** The api's websocket origin is its HTTP origin with ws(s):. */
export function websocketOrigin(httpOrigin: string): string {
  return httpOrigin.replace(/^http/, 'ws');
}

type DirectiveValue = string | ((req: unknown, res: unknown) => string);

/** Directive values are functions so a changed remotes.json is allowed without a restart. */
export function cspDirectives(sources: () => CspSources): Record<string, DirectiveValue[]> {
  const join = (pick: (current: CspSources) => readonly string[]) => () =>
    pick(sources()).join(' ');
  const remotes = join((current) => current.remoteOrigins);
  const apis = join((current) => current.apiOrigins);
  const connect = join((current) => [
    ...current.remoteOrigins,
    ...current.apiOrigins,
    ...(current.extraConnect ?? []),
  ]);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", remotes],
    // React inline style props and the toast library's injected styles need inline styles.
    styleSrc: ["'self'", "'unsafe-inline'", remotes],
    connectSrc: ["'self'", connect],
    // Images only from the app's own origins, data: and the hosts a deployment names.
    imgSrc: ["'self'", 'data:', remotes, apis, join((current) => current.imageHosts ?? [])],
    fontSrc: ["'self'", 'data:', remotes],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

/** One year, the usual HSTS lifetime. */
export const HSTS_MAX_AGE_S = 31_536_000;

const fileExtension = /\.[a-z0-9]+$/i;

/** A browser opening a page (not a script or a file): the host's index.html answers it. */
function wantsPage(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !fileExtension.test(request.url.split('?')[0] ?? '') &&
    /text\/html|\*\/\*/.test(request.headers.accept ?? '*/*')
  );
}

function isDecodable(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

export async function startAppServer(options: AppServerOptions): Promise<RunningServer> {
  if (!existsSync(join(options.root, 'index.html'))) {
    throw new Error(`${options.name}: no build at ${options.root} (run the build first)`);
  }
  const app = Fastify({
    logger: false,
    // A link with a broken percent code (`%E0%A4%A`) is still a page the app shows as not found;
    // Fastify answered it with a JSON 400 that staff can do nothing with. Routed as `/`, it gets
    // index.html with every header, and the app reads the link from the address bar.
    rewriteUrl: (request) => {
      const url = request.url ?? '/';
      const path = url.split('?')[0] ?? '';
      return options.spa && !fileExtension.test(path) && !isDecodable(path) ? '/' : url;
    },
  });
  const allowedOrigins = new Set(options.corsOrigins);

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(options.csp) },
    // Remotes are loaded by the host from another origin.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    // Only when served over https: on local http it would pin localhost to https.
    strictTransportSecurity: options.hsts
      ? { maxAge: HSTS_MAX_AGE_S, includeSubDomains: true }
      : false,
  });
  await app.register(fastifyCompress, { global: true, threshold: 1024 });

  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (origin && allowedOrigins.has(origin)) {
      reply.header('Access-Control-Allow-Origin', origin);
      reply.header('Vary', 'Origin');
    }
  });

  const sendJson = (reply: FastifyReply, body: unknown) =>
    reply
      .header('Cache-Control', 'no-cache')
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(body));
  app.get('/runtime-config.json', (_request, reply) =>
    sendJson(reply, options.runtimeFiles().runtimeConfig),
  );
  if (options.serveRemotesJson) {
    app.get('/remotes.json', (_request, reply) =>
      sendJson(reply, remotesJson(options.runtimeFiles().remotes)),
    );
  }

  await app.register(fastifyStatic, {
    root: options.root,
    cacheControl: false,
    etag: true,
    lastModified: true,
    setHeaders: (reply, path) => reply.header('Cache-Control', cacheControlFor(path)),
  });

  const sendPage = (reply: FastifyReply) =>
    reply.code(200).header('Cache-Control', 'no-cache').sendFile('index.html');
  app.setNotFoundHandler((request, reply) => {
    if (options.spa && wantsPage(request)) return sendPage(reply);
    return reply.code(404).type('text/plain').send('Not found');
  });
  // The static plugin refuses paths it cannot check as file names (too long for one, or with an
  // empty segment: `/submissions//x`) with a bare 403. For a page they are routes, and the app
  // says what is wrong with the link; it is the one file served, so nothing else is exposed.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (options.spa && error.code === 'FST_STATIC_FORBIDDEN_PATH' && wantsPage(request)) {
      return sendPage(reply);
    }
    return reply.send(error);
  });

  try {
    await app.listen({ host: options.host, port: options.port });
  } catch (error) {
    // The caller may try another port: nothing of this attempt stays open.
    await app.close();
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    name: options.name,
    url: `http://${options.host}:${port}`,
    port,
    close: () => app.close(),
  };
}
