import { isApiError } from '@backoffice/shared';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';

/**
 * Puts the api's refusal next to the field it names when the form has that field, else under the
 * form (the root error). What was typed stays.
 */
export function showApiError<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  fields: readonly FieldPath<T>[],
  fallback: string,
) {
  const message = error instanceof Error ? error.message : fallback;
  const named = isApiError(error) ? fields.find((field) => field === error.field) : undefined;
  setError(named ?? 'root', { message });
}
