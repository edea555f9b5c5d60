import clsx from 'clsx';
import type { ComponentPropsWithRef } from 'react';
import { FieldFrame, type FieldProps } from './field';
import styles from './form.module.css';

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectFieldProps = FieldProps &
  Omit<ComponentPropsWithRef<'select'>, 'children'> & {
    options: readonly SelectOption[];
    /** An empty first option, e.g. "All statuses". */
    placeholder?: string;
  };

export function SelectField({
  label,
  hint,
  error,
  required,
  id,
  className,
  options,
  placeholder,
  ...select
}: SelectFieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} required={required}>
      {(control) => (
        <select
          aria-required={required || undefined}
          {...select}
          {...control}
          className={clsx(styles.control, className)}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
