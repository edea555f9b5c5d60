import clsx from 'clsx';
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
function FieldFrame({ id, label, hint, error, required, children }: FieldFrameProps) {
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
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

/** A field's hint and validation message under its control, with the ids that describe it. */
export function FieldNotes({
  hint,
  hintId,
  error,
  errorId,
}: {
  hint: ReactNode;
  hintId: string;
  error: string | undefined;
  errorId: string;
}) {
  return (
    <>
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
    </>
  );
}

type FramedControlProps = FieldProps & { id?: string; className?: string };

/** What a framed control receives: its own props, the frame's ids, aria-required and the kit's class. */
type ControlProps<P extends FramedControlProps> = Omit<P, keyof FramedControlProps> &
  FieldControlProps & { 'aria-required': true | undefined; className: string };

/**
 * A text-like field (input, textarea, select) in its frame: label, hint, error and required go to
 * the frame; every other prop goes to the control, with the frame's ids and the kit's class last.
 */
export function renderField<P extends FramedControlProps>(
  { label, hint, error, required, id, className, ...own }: P,
  control: (props: ControlProps<P>) => ReactNode,
) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} required={required}>
      {(ids) =>
        control({
          'aria-required': required || undefined,
          ...own,
          ...ids,
          className: clsx(styles.control, className),
        } as ControlProps<P>)
      }
    </FieldFrame>
  );
}
