/** A KERN text input with label ("- Optional" when not required), hint and error. */
import type { InputHTMLAttributes } from 'react';
import { FieldFrame, valueProps, type PassedOn, type TextValueProps } from './FieldParts.tsx';

export interface TextFieldProps extends PassedOn<InputHTMLAttributes<HTMLInputElement>>, TextValueProps {}

export function TextField({ id, name, label, value, onChange, hint, error, required = false, type = 'text', ...native }: TextFieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} required={required}>
      {(control) => <input {...native} {...control} name={name} type={type} {...valueProps(value, onChange)} />}
    </FieldFrame>
  );
}
