import clsx from 'clsx';
import type { ComponentPropsWithRef } from 'react';
import { FieldFrame, type FieldProps } from './field';
import styles from './form.module.css';

export type TextFieldProps = FieldProps & Omit<ComponentPropsWithRef<'input'>, 'children'>;

/** Works with react-hook-form: spread `register(name)` onto it (the ref is a prop in React 19). */
export function TextField({
  label,
  hint,
  error,
  required,
  id,
  className,
  ...input
}: TextFieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} required={required}>
      {(control) => (
        <input
          type="text"
          aria-required={required || undefined}
          {...input}
          {...control}
          className={clsx(styles.control, className)}
        />
      )}
    </FieldFrame>
  );
}

export type DateFieldProps = Omit<TextFieldProps, 'type'>;

/** A native date input: its value is a `YYYY-MM-DD` string, like the API's date filters. */
export function DateField(props: DateFieldProps) {
  return <TextField {...props} type="date" />;
}
