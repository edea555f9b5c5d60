/**
 * Only the fields a person changed in a form that edits a record others edit too. Sending an
 * untouched field would put back the value the form opened with over a change someone else saved
 * meanwhile, and that change would be lost without a word. `dirty` is react-hook-form's
 * `formState.dirtyFields` (read during render, so the form keeps it up to date).
 */
export function changedFields<V extends object>(
  values: V,
  dirty: Partial<Record<keyof V, unknown>>,
): Partial<V> {
  return Object.fromEntries(
    Object.entries(values).filter(([field]) => dirty[field as keyof V] === true),
  ) as Partial<V>;
}
