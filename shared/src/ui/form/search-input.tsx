import clsx from 'clsx';
import { useId, type ComponentPropsWithRef } from 'react';
import { VisuallyHidden } from '../feedback/visually-hidden';
import { SearchIcon } from '../icons/search-icon';
import styles from './form.module.css';

export type SearchInputProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'onChange'> & {
  /** The accessible name; hidden visually because the field shows a placeholder and an icon. */
  label: string;
  value: string;
  onValueChange: (value: string) => void;
};

export function SearchInput({
  label,
  value,
  onValueChange,
  id,
  className,
  ...input
}: SearchInputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className={clsx(styles.search, className)} role="search">
      <label htmlFor={inputId}>
        <VisuallyHidden>{label}</VisuallyHidden>
      </label>
      <SearchIcon className={styles.searchIcon} />
      <input
        type="search"
        autoComplete="off"
        {...input}
        id={inputId}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        className={styles.control}
      />
    </div>
  );
}
