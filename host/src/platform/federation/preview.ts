import { z } from 'zod';
import type { AreaList } from './area-list';

/**
 * A person's preview of another build of one area (Settings → Diagnostics): kept in this tab's
 * sessionStorage only, so no other tab, person or reload-in-another-tab sees it, until Stop preview.
 */
const PREVIEW_KEY = 'backoffice.preview';

const previewSchema = z.object({
  remote: z.string().regex(/^remote_[a-z][a-z0-9_]*$/),
  manifest: z.url(),
});
export type Preview = z.infer<typeof previewSchema>;

/** The tab's preview; anything stored that is not one is dropped. */
export function readPreview(storage: Storage = sessionStorage): Preview | null {
  const raw = storage.getItem(PREVIEW_KEY);
  if (raw === null) return null;
  try {
    const parsed = previewSchema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: dropped below like any other bad value.
  }
  storage.removeItem(PREVIEW_KEY);
  return null;
}

export function savePreview(preview: Preview, storage: Storage = sessionStorage): void {
  storage.setItem(PREVIEW_KEY, JSON.stringify(previewSchema.parse(preview)));
}

export function clearPreview(storage: Storage = sessionStorage): void {
  storage.removeItem(PREVIEW_KEY);
}

/**
 * Why `manifest` may not be previewed, or null when it may: it must be a URL on one of the
 * origins the runtime config lists (`previewOrigins`), the same list the host's CSP allows.
 */
export function previewRefusal(manifest: string, allowedOrigins: readonly string[]): string | null {
  let origin: string;
  try {
    origin = new URL(manifest).origin;
  } catch {
    origin = 'null';
  }
  // A URL without an origin of its own (javascript:, data:, a typo like "localhost:3010/…") has
  // the origin "null", which the refusal below would name as if it were one.
  if (origin === 'null') return 'Enter the full URL of the build’s mf-manifest.json.';
  if (allowedOrigins.includes(origin)) return null;
  return allowedOrigins.length === 0
    ? 'This deployment allows no previews.'
    : `${origin} is not an allowed preview origin. Allowed: ${allowedOrigins.join(', ')}.`;
}

/** Longer than any manifest URL a build is served from; a paste of something else. */
const MANIFEST_URL_MAX = 2000;

/** The preview form (Settings → Diagnostics), checked in the app's words before the page starts again. */
export const previewFormSchema = (allowedOrigins: readonly string[]) =>
  z.object({
    remote: z.string().min(1, 'Choose the area to preview.'),
    manifest: z
      .string()
      .trim()
      .min(1, 'Enter the manifest URL of the build.')
      .max(MANIFEST_URL_MAX, `A manifest URL has at most ${MANIFEST_URL_MAX} characters.`)
      .superRefine((manifest, context) => {
        const refusal = previewRefusal(manifest, allowedOrigins);
        if (refusal) context.addIssue({ code: 'custom', message: refusal });
      }),
  });

/** The area list with the previewed area loaded from the preview's manifest, when it is allowed. */
export function withPreview(
  list: AreaList,
  preview: Preview | null,
  allowedOrigins: readonly string[],
): AreaList {
  if (!preview || previewRefusal(preview.manifest, allowedOrigins)) return list;
  return {
    ...list,
    areas: list.areas.map((area) =>
      area.remote === preview.remote ? { ...area, manifest: preview.manifest } : area,
    ),
  };
}
