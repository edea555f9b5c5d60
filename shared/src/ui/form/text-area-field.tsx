import type { ComponentPropsWithRef } from 'react';
import { renderField, type FieldProps } from './field';

export type TextAreaFieldProps = FieldProps & Omit<ComponentPropsWithRef<'textarea'>, 'children'>;

export function TextAreaField(props: TextAreaFieldProps) {
  return renderField(props, (textarea) => <textarea {...textarea} />);
}
