import type { BaseSyntheticEvent } from 'react';
import type { FieldValues, UseFormHandleSubmit } from 'react-hook-form';

/**
 * A form's `onSubmit`: the values that pass the form's schema go to `send`; when it throws (the
 * api refused, or no answer came), `refused` says why and what was typed stays. When the schema
 * refuses them, `invalid` runs instead (e.g. useFocusFirstError's `focusFirstError`).
 */
export function submitToApi<TFieldValues extends FieldValues, TTransformed>(
  form: { handleSubmit: UseFormHandleSubmit<TFieldValues, TTransformed> },
  send: (values: TTransformed) => Promise<unknown>,
  refused: (failure: unknown) => void,
  invalid?: () => void,
) {
  const submit = form.handleSubmit(async (values) => {
    try {
      await send(values);
    } catch (failure) {
      refused(failure);
    }
  }, invalid);
  return (event: BaseSyntheticEvent) => void submit(event);
}
