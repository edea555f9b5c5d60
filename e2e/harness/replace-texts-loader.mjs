/**
 * An rspack loader for test builds only: replaces texts in a remote's source before it is
 * compiled, so a candidate build differs from the deployed one the way a team's change would.
 * Options: `{ changes: { [from]: to } }`.
 */
export default function replaceTexts(source) {
  const { changes } = this.getOptions();
  let changed = source;
  for (const [from, to] of Object.entries(changes)) changed = changed.replaceAll(from, to);
  return changed;
}
