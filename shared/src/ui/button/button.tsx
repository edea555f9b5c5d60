import clsx from 'clsx';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Spinner } from '../feedback/spinner';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'sm' | 'md';

export type ButtonProps = ComponentPropsWithRef<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and blocks clicks while an action is pending; the label stays readable. */
  loading?: boolean;
};

export function buttonClassName(variant: ButtonVariant = 'primary', size: ButtonSize = 'md') {
  return clsx(styles.button, styles[variant], size === 'sm' && styles.small);
}

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  disabled,
  type = 'button',
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={clsx(buttonClassName(variant, size), className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <Spinner size="sm" label={null} />}
      {children}
    </button>
  );
}

export type IconButtonProps = Omit<ButtonProps, 'aria-label' | 'children'> & {
  /** The accessible name; icon-only buttons have no visible text. */
  label: string;
  icon: ReactNode;
};

export function IconButton({
  label,
  icon,
  variant = 'ghost',
  className,
  ...rest
}: IconButtonProps) {
  return (
    <Button
      variant={variant}
      aria-label={label}
      title={label}
      className={clsx(styles.icon, className)}
      {...rest}
    >
      <span aria-hidden="true">{icon}</span>
    </Button>
  );
}
