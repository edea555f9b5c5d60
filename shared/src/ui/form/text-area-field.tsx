import clsx from 'clsx';
import type { ComponentPropsWithRef } from 'react';
import { FieldFrame, type FieldProps } from './field';
import styles from './form.module.css';

export type TextAreaFieldProps = FieldProps & Omit<ComponentPropsWithRef<'textarea'>, 'children'>;

export function TextAreaField({
  label,
  hint,
  error,
  required,
  id,
  className,
  ...textarea
}: TextAreaFieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} required={required}>
      {(control) => (
        <textarea
          aria-required={required || undefined}
          {...textarea}
          {...control}
          className={clsx(styles.control, className)}
        />
      )}
    </FieldFrame>
  );
}
