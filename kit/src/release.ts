/**
 * `release <remote> --manifest <url> [--version <v>] [--canary <percent>]` and
 * `release <remote> --rollback`: a team's CI releases its area in the api's release registry
 * (docs/remotes.md). Reads the area's release token from RELEASE_TOKEN and the api from API_URL;
 * prints what was live before and what is live now; exits 1 with the api's reason when refused.
 * `pnpm release` in this repository, `npm run release` in a team's own (the `backoffice-release`
 * command).
 */
import { parseArgs } from 'node:util';
import { releaseResultSchema, type AreaReleases, type Release } from '@backoffice/shared/contract';

const USAGE = `Usage: release <remote> --manifest <url> [--version <v>] [--canary <percent>]
       release <remote> --rollback
Environment: RELEASE_TOKEN (the area's release token), API_URL (default http://localhost:4000)`;

type Env = Record<string, string | undefined>;

interface ReleaseRequest {
  url: string;
  token: string;
  body?: { manifestUrl: string; version?: string; canaryPercent?: number };
}

/** What the command asks the api, from its arguments and environment; throws the usage. */
function releaseRequestFrom(args: string[], env: Env): ReleaseRequest {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      manifest: { type: 'string' },
      version: { type: 'string' },
      canary: { type: 'string' },
      rollback: { type: 'boolean' },
    },
  });
  const [remote] = positionals;
  const token = env.RELEASE_TOKEN;
  if (!remote || positionals.length > 1) throw new Error(USAGE);
  if (!token) throw new Error(`RELEASE_TOKEN is not set\n${USAGE}`);
  const api = (env.API_URL || 'http://localhost:4000').replace(/\/$/, '');
  const area = `${api}/registry/areas/${encodeURIComponent(remote)}`;
  if (values.rollback) {
    if (values.manifest) throw new Error(`--rollback takes no --manifest\n${USAGE}`);
    return { url: `${area}/rollback`, token };
  }
  if (!values.manifest) throw new Error(`--manifest or --rollback is needed\n${USAGE}`);
  const canaryPercent = values.canary === undefined ? undefined : Number(values.canary);
  if (canaryPercent !== undefined && !Number.isInteger(canaryPercent)) {
    throw new Error(`--canary takes a whole percentage, such as 10\n${USAGE}`);
  }
  return {
    url: `${area}/releases`,
    token,
    body: {
      manifestUrl: values.manifest,
      ...(values.version !== undefined && { version: values.version }),
      ...(canaryPercent !== undefined && { canaryPercent }),
    },
  };
}

const describeRelease = (release: Release | null) =>
  !release
    ? 'nothing'
    : release.manifestUrl === null
      ? "the environment's build (release zero)"
      : `${release.manifestUrl}${release.version ? ` (version ${release.version})` : ''}`;

/** The area in a few lines: who gets which build. */
function describeArea(area: AreaReleases): string {
  const lines = [`  current: ${describeRelease(area.current)}`];
  if (area.canary)
    lines.push(`  canary (${area.canary.percent}% of staff): ${describeRelease(area.canary)}`);
  return lines.join('\n');
}

/** Runs the command; resolves to its exit code (2: a usage error, 1: refused or unreachable). */
export async function release(args: string[], env: Env): Promise<number> {
  let request: ReleaseRequest;
  try {
    request = releaseRequestFrom(args, env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 2;
  }
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${request.token}`,
        ...(request.body && { 'content-type': 'application/json' }),
      },
      body: request.body ? JSON.stringify(request.body) : null,
    });
  } catch (error) {
    console.error(`The api at ${request.url} did not answer (${String(error)})`);
    return 1;
  }
  const body = (await response.json().catch(() => null)) as {
    data?: unknown;
    message?: string;
  } | null;
  if (!response.ok) {
    console.error(`Refused (${response.status}): ${body?.message ?? response.statusText}`);
    return 1;
  }
  const { before, after } = releaseResultSchema.parse(body?.data);
  console.log(
    `${after.label} (${after.remote})\nBefore:\n${describeArea(before)}\nNow:\n${describeArea(after)}`,
  );
  return 0;
}
