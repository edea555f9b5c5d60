/** What the host keeps in a tab's sessionStorage while it previews a build (host/src/features/preview). */
export const PREVIEW_STORAGE_KEY = 'backoffice.preview';

/**
 * E2E_PREVIEW=remote_support=<manifest URL>: every signed-in page of the suites previews that
 * build of the area, as a person would from Settings → Diagnostics (docs/qa.md).
 */
export function previewFromEnv(
  env: Record<string, string | undefined>,
): { remote: string; manifest: string } | undefined {
  const raw = env.E2E_PREVIEW;
  if (!raw) return undefined;
  const split = raw.indexOf('=');
  const remote = raw.slice(0, split);
  const manifest = raw.slice(split + 1);
  if (split < 0 || !/^remote_[a-z][a-z0-9_]*$/.test(remote) || !URL.canParse(manifest)) {
    throw new Error(`E2E_PREVIEW must be remote_<area>=<manifest URL>, got "${raw}"`);
  }
  return { remote, manifest };
}
