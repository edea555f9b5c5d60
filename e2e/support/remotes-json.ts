/** `/remotes.json` gives per area `{ manifest, path, nav, firstRequest? }`; faults and checks need the URLs. */
export function manifestUrls(body: unknown): Record<string, string> {
  const entries = Object.entries(body as Record<string, { manifest: string }>);
  return Object.fromEntries(entries.map(([name, entry]) => [name, entry.manifest]));
}
