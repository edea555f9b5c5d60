import type { ComponentPropsWithRef, ReactNode } from 'react';
import { FieldNotes, useFieldIds } from './field';
import styles from './form.module.css';

export type CheckboxFieldProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
};

export function CheckboxField({ label, hint, error, id, ...input }: CheckboxFieldProps) {
  const { controlId, hintId, errorId, describedBy } = useFieldIds(id, hint, error);
  return (
    <div className={styles.field}>
      <div className={styles.checkboxRow}>
        <input
          type="checkbox"
          {...input}
          id={controlId}
          className={styles.checkbox}
          aria-describedby={describedBy || undefined}
          aria-invalid={error ? true : undefined}
        />
        <label htmlFor={controlId}>{label}</label>
      </div>
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
