import { currentTimeZone } from '../utils/time-zone';

/** Where one parameter of an area's declared first request comes from (first-request.ts). */
export interface DeclaredParamSource {
  search?: string;
  default?: string | number;
  daysAgo?: number;
  number?: boolean;
  timeZone?: true;
}

/**
 * A read the sign-in asks to have answered with it (`first_page`): a GET endpoint of the contract
 * without path parameters, and its query.
 */
export interface FirstPageRequest {
  endpoint: string;
  query: Record<string, string | number>;
}

interface ParamRules {
  /** Whether the contract takes `value` for `name` (a refused URL value gives way to the default). */
  accepts?: (name: string, value: string | number) => boolean;
  /** A `daysAgo` default as the api takes a day; without it such a declaration gives nothing. */
  dayDefault?: (daysAgo: number) => string;
}

const typed = (source: DeclaredParamSource, raw: string | number) =>
  source.number ? Number(raw) : String(raw);

/**
 * The parameters a declaration gives for a URL's search string: the person's time zone, the URL's
 * value (an empty one counts as absent) unless the contract refuses it, else the default. Without
 * the contract (on /login, whose code has none) every URL value is taken and the api checks them;
 * undefined when a default needs `dayDefault` and none is given.
 */
export function declaredParams(
  declared: Record<string, DeclaredParamSource>,
  search: string,
  { accepts = () => true, dayDefault }: ParamRules = {},
): Record<string, string | number> | undefined {
  const searchParams = new URLSearchParams(search);
  const params: Record<string, string | number> = {};
  for (const [name, source] of Object.entries(declared)) {
    if (source.timeZone) {
      params[name] = currentTimeZone();
      continue;
    }
    const fromUrl = source.search ? searchParams.get(source.search) : null;
    const value = fromUrl ? typed(source, fromUrl) : undefined;
    if (value !== undefined && accepts(name, value)) {
      params[name] = value;
    } else if (source.default !== undefined) {
      params[name] = typed(source, source.default);
    } else if (source.daysAgo !== undefined) {
      if (!dayDefault) return undefined;
      params[name] = typed(source, dayDefault(source.daysAgo));
    }
  }
  return params;
}

/** That read as the sign-in answered it: the endpoint's `data`, which the page checks itself. */
export interface CarriedFirstPage extends FirstPageRequest {
  data: unknown;
}
