import { execFile } from 'node:child_process';

/**
 * A team's release command as its CI runs it: `command` with the area's token and the api in
 * its environment (`pnpm release` here, `npm run release --` in a team's own repository).
 */
export function runRelease(
  command: { file: string; args: string[]; cwd: string },
  apiUrl: string,
  token: string,
  ...args: string[]
) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = execFile(
      command.file,
      [...command.args, ...args],
      { cwd: command.cwd, env: { ...process.env, RELEASE_TOKEN: token, API_URL: apiUrl } },
      (_error, stdout, stderr) => resolve({ code: child.exitCode, stdout, stderr }),
    );
  });
}

/** A POST to the release registry with a bearer token (an owner's or an area's). */
export async function registryPost(apiUrl: string, token: string, path: string, body?: unknown) {
  const response = await fetch(new URL(path, apiUrl), {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    body: body === undefined ? null : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { data: unknown } };
}
