import { isAuthenticatedWithToken, saveDraft, useFormDraft } from '@backoffice/shared';
import { useEffect, useRef, useState } from 'react';
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

/** Typing pauses this long before the draft is written: one render and one write per pause. */
const SAVE_PAUSE_MS = 300;

/**
 * The coupon form's unsaved values, kept as a draft (the shared rule: offered back after an ended
 * session, dropped when the dialog closes or saves) under `key`. The values are read through a
 * `watch` subscription, not `watch()` in render, so typing does not re-render the whole form.
 */
export function useCouponDraft<V extends Record<string, string> & FieldValues>(
  key: string,
  form: Pick<UseFormReturn<V>, 'watch' | 'formState' | 'getValues' | 'reset'>,
) {
  const [text, setText] = useState(() => JSON.stringify(form.getValues()));
  const dirty = form.formState.isDirty;
  const latest = useRef({ text, dirty });
  latest.current.dirty = dirty;
  const draft = useFormDraft(key, { text, dirty });
  const { watch } = form;

  useEffect(() => {
    // One object for the form's life: render updates its fields, this effect reads them.
    const pending = latest.current;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = watch((values) => {
      pending.text = JSON.stringify(values);
      clearTimeout(timer);
      timer = setTimeout(() => setText(pending.text), SAVE_PAUSE_MS);
    });
    return () => {
      clearTimeout(timer);
      subscription.unsubscribe();
      // The session ended mid-pause: what was typed last still goes into the draft.
      if (pending.dirty && !isAuthenticatedWithToken()) saveDraft(key, pending.text);
    };
  }, [key, watch]);

  const restore = (stored: string) => {
    const values = parseCouponDraft(stored, form.getValues());
    if (values) form.reset(values, { keepDefaultValues: true });
  };
  return { draft, restore };
}
