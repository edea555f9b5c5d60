import type { ReactNode } from 'react';
import { useId } from 'react';
import styles from './form.module.css';

export type FieldProps = {
  label: ReactNode;
  hint?: ReactNode;
  /** The validation message; its presence marks the control invalid. */
  error?: string;
  /**
   * Marks the field required for assistive technology (aria-required) and with an asterisk; the
   * form's own validation (react-hook-form + zod) says what is missing, not the browser's bubble.
   */
  required?: boolean;
};

export type FieldControlProps = {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
};

type FieldFrameProps = FieldProps & {
  id?: string;
  children: (control: FieldControlProps) => ReactNode;
};

/** The control's id (given or generated) and the ids of the hint and error that describe it. */
export function useFieldIds(id: string | undefined, hint: ReactNode, error: string | undefined) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return { controlId, hintId, errorId, describedBy };
}

/** Label, control, hint and error, tied together by id and aria-describedby. */
export function FieldFrame({ id, label, hint, error, required, children }: FieldFrameProps) {
  const { controlId, hintId, errorId, describedBy } = useFieldIds(id, hint, error);
  return (
    <div className={styles.field}>
      <label htmlFor={controlId} className={styles.label}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {children({
        id: controlId,
        'aria-describedby': describedBy || undefined,
        'aria-invalid': error ? true : undefined,
      })}
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
