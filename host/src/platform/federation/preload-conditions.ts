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
