/**
 * What the static servers add for a deployment: HSTS once the app is served over https, and the
 * image hosts the CSP's `img-src` allows beyond the app's own origins and `data:`.
 */
export interface WebSecurity {
  /** `Strict-Transport-Security` on every answer. */
  hsts: boolean;
  /** Extra `img-src` origins (IMG_HOSTS, comma-separated), e.g. a CDN that holds avatars. */
  imageHosts: readonly string[];
}

type Env = Record<string, string | undefined>;

/** HSTS when PUBLIC_URL is https or HSTS=1; never for plain local http (it would pin localhost). */
export function hstsFromEnv(env: Env): boolean {
  return env.HSTS === '1' || /^https:\/\//i.test(env.PUBLIC_URL ?? '');
}

export function webSecurityFromEnv(env: Env): WebSecurity {
  const imageHosts = (env.IMG_HOSTS ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const url = new URL(entry);
      if (url.protocol !== 'https:' && url.protocol !== 'http:') {
        throw new Error(`IMG_HOSTS: ${entry} is not an http(s) origin`);
      }
      return url.origin;
    });
  return { hsts: hstsFromEnv(env), imageHosts };
}
