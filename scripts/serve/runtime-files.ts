import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { areaPathPattern, hostPagePaths } from '../../shared/src/session/area-paths.ts';
import { areaContributesSchema } from '../../shared/src/contract/registry.ts';
import {
  originOf,
  publicHostFromEnv,
  remoteApps,
  stackPortsFromEnv,
  type StackPorts,
} from '../stack-layout.ts';

/**
 * The two files the host reads at boot. They are generated when the server starts (never built
 * into the bundle) so ops can move the api or a remote by changing the environment and restarting
 * the static server, without a rebuild.
 */
export interface RuntimeFiles {
  /** `/runtime-config.json`: where the api is, and the push settings. */
  runtimeConfig: {
    apiBaseUrl: string;
    firebase: Record<string, string> | null;
    vapidKey: string | null;
    /** Only the e2e stack sets it (e2e/harness): never read from the environment. */
    fakePushUrl?: string | null;
    /** Origins a person may preview another build of an area from; the CSP allows them too. */
    previewOrigins: string[];
    /** False turns the dashboard's real-user reporting off (`RUM=off`). */
    rum?: boolean;
  };
  /** `/remotes.json`: remote name → the area it renders (see AreaEntry). */
  remotes: Record<string, AreaEntry>;
}

/**
 * One area in `/remotes.json`: where its remote's manifest is, where the host mounts it, its nav
 * link, and optionally the first request it declares and the exposed module that renders a badge
 * beside its link. The host validates the same shape (host/src/platform/federation/area-list.ts).
 */
export interface AreaEntry {
  manifest: string;
  /** One path segment, e.g. `/support`; the area owns everything under it. */
  path: string;
  nav: { label: string; order: number; badge?: string };
  /** Slot → exposed module the area fills another area's screen with (`memberTimeline`). */
  contributes?: Record<string, string>;
  /** See `firstRequestSchema` in @backoffice/shared; absent for an area that declares none. */
  firstRequest?: unknown;
  /** The released build's version (release registry, docs/remotes.md). */
  version?: string;
  /** A build given to `percent` % of staff first; the host picks it by `inCanary`. */
  canary?: { manifest: string; percent: number; version?: string };
}

type Env = Record<string, string | undefined>;

function firebaseConfigFrom(env: Env): Record<string, string> | null {
  const raw = env.FIREBASE_CONFIG;
  if (!raw) return null;
  const parsed: unknown = JSON.parse(raw);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error('FIREBASE_CONFIG must be a JSON object (the firebase web config)');
  }
  return Object.fromEntries(Object.entries(parsed).map(([key, value]) => [key, String(value)]));
}

/** `remote_<area>`: the federation name a remote is built with (scripts/rspack-common.ts). */
const remoteNamePattern = /^remote_[a-z][a-z0-9_]*$/;

const extraAreaSchema = z
  .object({
    name: z.string().regex(remoteNamePattern, 'name must look like remote_<area>'),
    manifest: z.url(),
    path: z
      .string()
      .regex(areaPathPattern, 'path must be one segment such as /reports')
      .refine((path) => !hostPagePaths.has(path), "path is one of the host's own pages"),
    label: z.string().trim().min(1),
    order: z.number().int(),
    badge: z.string().startsWith('./').optional(),
    contributes: areaContributesSchema.optional(),
    firstRequest: z.unknown().optional(),
  })
  .strict();
const extraAreasSchema = z.array(extraAreaSchema);

/**
 * EXTRA_AREAS: a JSON array of areas the stack does not build, deployed by their own teams, e.g.
 * `[{"name":"remote_reports","manifest":"https://cdn.example/reports/mf-manifest.json",
 * "path":"/reports","label":"Reports","order":50}]` (docs/remotes.md). A malformed value stops
 * the server at start-up with the reason, rather than serving a host without the area.
 */
export function extraAreasFromEnv(env: Env): Record<string, AreaEntry> {
  const raw = env.EXTRA_AREAS;
  if (!raw) return {};
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new Error('EXTRA_AREAS must be a JSON array of areas (see docs/remotes.md)');
  }
  const parsed = extraAreasSchema.safeParse(json);
  if (!parsed.success) {
    throw new Error(`EXTRA_AREAS is not a list of areas: ${z.prettifyError(parsed.error)}`);
  }
  return Object.fromEntries(
    parsed.data.map(({ name, manifest, path, label, order, badge, contributes, firstRequest }) => [
      name,
      {
        manifest,
        path,
        nav: { label, order, ...(badge && { badge }) },
        ...(contributes && { contributes }),
        ...(firstRequest !== undefined && { firstRequest }),
      },
    ]),
  );
}

/** The port a team serves a candidate build on locally, to preview it in the real host. */
export const PREVIEW_PORT = 3010;

const originSchema = z.url().refine((url) => new URL(url).origin === url, 'must be an origin');

/**
 * PREVIEW_ORIGINS: comma-separated origins (`https://preview.example,http://localhost:3010`), or
 * empty for none. Unset, the local defaults: the remotes' ports and PORT_PREVIEW (3010), by every
 * local name, so a build served beside `npm start` can be previewed.
 */
export function previewOriginsFromEnv(env: Env, ports: StackPorts): string[] {
  const raw = env.PREVIEW_ORIGINS;
  if (raw !== undefined) {
    const origins = raw
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    for (const origin of origins) {
      if (!originSchema.safeParse(origin).success) {
        throw new Error(
          `PREVIEW_ORIGINS: "${origin}" is not an origin such as https://cdn.example`,
        );
      }
    }
    return origins;
  }
  const previewPort = env.PORT_PREVIEW ? Number(env.PORT_PREVIEW) : PREVIEW_PORT;
  const names = [...new Set([publicHostFromEnv(env), 'localhost', '127.0.0.1'])];
  return names.flatMap((name) =>
    [...Object.values(ports.remotes), previewPort].map((port) => originOf(name, port)),
  );
}

const repoRoot = join(import.meta.dirname, '..', '..');

/** The first request each remote declares beside its entry (`<remote>/src/first-request.json`). */
function declaredFirstRequest(dir: string): unknown {
  const file = join(repoRoot, dir, 'src', 'first-request.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as unknown) : undefined;
}

/** Two areas may not claim the same name or path: the host could not tell which one to mount. */
function assertDistinct(areas: Record<string, AreaEntry>): void {
  const byPath = new Map<string, string>();
  for (const [name, area] of Object.entries(areas)) {
    const other = byPath.get(area.path);
    if (other) throw new Error(`${name} and ${other} both claim ${area.path}`);
    byPath.set(area.path, name);
  }
}

/**
 * Reads API_BASE_URL, REMOTE_<AREA>_URL (a manifest URL, e.g. REMOTE_SUPPORT_URL), EXTRA_AREAS,
 * PREVIEW_ORIGINS, FIREBASE_CONFIG and VAPID_KEY; anything unset points at the local stack's ports.
 */
export function runtimeFilesFromEnv(
  env: Env,
  ports: StackPorts = stackPortsFromEnv(env),
): RuntimeFiles {
  const publicHost = publicHostFromEnv(env);
  const ownAreas = Object.fromEntries(
    remoteApps.map((app): [string, AreaEntry] => {
      const { path, ...nav } = app.nav;
      const firstRequest = declaredFirstRequest(app.dir);
      return [
        app.name,
        {
          manifest:
            env[`REMOTE_${app.envKey}_URL`] ||
            `${originOf(publicHost, ports.remotes[app.name])}/mf-manifest.json`,
          path,
          nav,
          ...('contributes' in app && { contributes: app.contributes }),
          ...(firstRequest !== undefined && { firstRequest }),
        },
      ];
    }),
  );
  const extraAreas = extraAreasFromEnv(env);
  for (const name of Object.keys(extraAreas)) {
    if (name in ownAreas) throw new Error(`EXTRA_AREAS: ${name} is one of the stack's own areas`);
  }
  const remotes = { ...ownAreas, ...extraAreas };
  assertDistinct(remotes);
  return {
    runtimeConfig: {
      apiBaseUrl: env.API_BASE_URL || originOf(publicHost, ports.api),
      firebase: firebaseConfigFrom(env),
      vapidKey: env.VAPID_KEY || null,
      previewOrigins: previewOriginsFromEnv(env, ports),
      ...(env.RUM === 'off' && { rum: false }),
    },
    remotes,
  };
}

/** The body of `/remotes.json`: every area, in nav order. */
export function remotesJson(remotes: Record<string, AreaEntry>): Record<string, AreaEntry> {
  return Object.fromEntries(
    Object.entries(remotes).sort(([, a], [, b]) => a.nav.order - b.nav.order),
  );
}
