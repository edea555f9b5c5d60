/** The host's own cache entries for remote code: an area's app, its nav badge, its manifest. */
export const federationKeys = {
  all: ['federation'] as const,
  app: (remote: string) => [...federationKeys.all, 'app', remote] as const,
  navBadge: (remote: string, badge: string) =>
    [...federationKeys.all, 'nav-badge', remote, badge] as const,
  manifest: (manifestUrl: string) => [...federationKeys.all, 'manifest', manifestUrl] as const,
};
