import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styles from './form.module.css';

export type CheckboxFieldProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
};

export function CheckboxField({ label, hint, error, id, ...input }: CheckboxFieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
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
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
