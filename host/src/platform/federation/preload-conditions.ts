/*
 * Whether to preload: apart from signed-in-start, because the signed-in shell it loads asks too
 * (one module would import the shell that imports it).
 */

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** No preloading for someone who asked to save data or is on a 2G-class connection. */
export function connectionAllowsPreload(
  connection: NetworkInformation | undefined = (
    navigator as Navigator & { connection?: NetworkInformation }
  ).connection,
): boolean {
  if (!connection) return true;
  return !connection.saveData && !/2g$/.test(connection.effectiveType ?? '');
}
