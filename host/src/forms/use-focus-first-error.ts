import { useLayoutEffect, useRef, useState } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * Puts the cursor on the first wrong field of `order` (a module constant) once its error is on
 * screen, so a screen reader reads the field with its error. react-hook-form's own focus moves
 * before React has rendered the error (and `setFocus` waits a task), so forms using this set
 * `shouldFocusError: false`, give their form `formRef`, and call `focusFirstError` after a refused
 * submit or an api error placed on a field.
 */
export function useFocusFirstError<T extends FieldValues>(
  form: UseFormReturn<T>,
  order: readonly FieldPath<T>[],
) {
  const formRef = useRef<HTMLFormElement>(null);
  const [attempt, setAttempt] = useState(0);
  // A layout effect: the cursor is on the field in the same commit as its error.
  useLayoutEffect(() => {
    if (attempt === 0) return;
    const wrong = order.find((name) => form.getFieldState(name).invalid);
    const input = wrong && formRef.current?.elements.namedItem(wrong);
    if (input instanceof HTMLElement) input.focus();
  }, [attempt, form, order]);
  return { formRef, focusFirstError: () => setAttempt((count) => count + 1) };
}
