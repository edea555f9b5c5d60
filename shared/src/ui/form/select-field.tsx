import type { ComponentPropsWithRef } from 'react';
import { renderField, type FieldProps } from './field';

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectFieldProps = FieldProps &
  Omit<ComponentPropsWithRef<'select'>, 'children'> & {
    options: readonly SelectOption[];
    /** An empty first option, e.g. "All statuses". */
    placeholder?: string;
  };

export function SelectField({ options, placeholder, ...field }: SelectFieldProps) {
  return renderField(field, (select) => (
    <select {...select}>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </option>
      ))}
    </select>
  ));
}
