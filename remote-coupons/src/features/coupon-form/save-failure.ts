import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { fieldErrorFrom } from './coupon-form';

/**
 * Shows a failed save where it belongs: next to the field the api blames (focusing it), or as
 * the form's own error. Either way the form keeps everything that was typed.
 */
export function showSaveFailure<V extends FieldValues>(
  error: unknown,
  fields: readonly Path<V>[],
  setError: UseFormSetError<V>,
): void {
  const fieldError = fieldErrorFrom(error, fields);
  if (fieldError) {
    setError(
      fieldError.field,
      { type: 'server', message: fieldError.message },
      { shouldFocus: true },
    );
    return;
  }
  const reason = error instanceof Error ? error.message : String(error);
  setError('root.server', { type: 'server', message: `The coupon was not saved: ${reason}` });
}
