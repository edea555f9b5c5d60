import type { z } from 'zod';

export type ParamShape = Record<string, z.ZodType>;
export type ParamValues<S extends ParamShape> = { [K in keyof S]: z.output<S[K]> };

/**
 * Reads each key of `shape` from the URL with its own schema. A value that does not parse (a
 * hand-edited or outdated link) falls back to that field's default instead of failing the page.
 */
export function readParams<S extends ParamShape>(
  shape: S,
  searchParams: URLSearchParams,
): ParamValues<S> {
  const values: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(shape)) {
    const raw = searchParams.get(key) ?? undefined;
    const parsed = schema.safeParse(raw);
    values[key] = parsed.success ? parsed.data : schema.safeParse(undefined).data;
  }
  return values as ParamValues<S>;
}

/**
 * The next URL parameters after `patch`: keys set to undefined, '' or their default are dropped,
 * and any change other than the page itself starts again from page 1.
 */
export function patchParams<S extends ParamShape>(
  shape: S,
  current: URLSearchParams,
  patch: Partial<{ [K in keyof S]: z.input<S[K]> | null }>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(patch)) {
    const fallback = shape[key]?.safeParse(undefined).data;
    if (value === undefined || value === null || value === '' || value === fallback) {
      next.delete(key);
    } else {
      next.set(key, String(value));
    }
  }
  const changesMoreThanPage = Object.keys(patch).some((key) => key !== 'page');
  if (changesMoreThanPage && !('page' in patch)) next.delete('page');
  return next;
}
