import { useFormDraft } from '@backoffice/shared';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/** The stored draft as the form's values: only the form's own fields, only text. */
export function parseCouponDraft<V extends Record<string, string>>(
  text: string,
  current: V,
): V | null {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const restored: Record<string, string> = { ...current };
    for (const key of Object.keys(current)) {
      const field = (value as Record<string, unknown>)[key];
      if (typeof field === 'string') restored[key] = field;
    }
    return restored as V;
  } catch {
    return null;
  }
}

/**
 * The coupon form's unsaved values, kept as a draft (shared rule: offered back after an ended
 * session, dropped when the dialog closes or saves) under `key`.
 */
export function useCouponDraft<V extends Record<string, string> & FieldValues>(
  key: string,
  form: Pick<UseFormReturn<V>, 'watch' | 'formState' | 'getValues' | 'reset'>,
) {
  const draft = useFormDraft(key, {
    text: JSON.stringify(form.watch()),
    dirty: form.formState.isDirty,
  });
  const restore = (text: string) => {
    const values = parseCouponDraft(text, form.getValues());
    if (values) form.reset(values, { keepDefaultValues: true });
  };
  return { draft, restore };
}
