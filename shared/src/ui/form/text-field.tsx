import type { ComponentPropsWithRef } from 'react';
import { renderField, type FieldProps } from './field';

export type TextFieldProps = FieldProps & Omit<ComponentPropsWithRef<'input'>, 'children'>;

/** Works with react-hook-form: spread `register(name)` onto it (the ref is a prop in React 19). */
export function TextField(props: TextFieldProps) {
  return renderField(props, (input) => <input type="text" {...input} />);
}
