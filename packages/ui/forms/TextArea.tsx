/** A KERN multi-line input with label ("- Optional" when not required), hint and error. */
import type { TextareaHTMLAttributes } from 'react';
import { FieldFrame, valueProps, type PassedOn, type TextValueProps } from './FieldParts.tsx';

export interface TextAreaProps extends PassedOn<TextareaHTMLAttributes<HTMLTextAreaElement>>, TextValueProps {}

export function TextArea({ id, name, label, value, onChange, hint, error, required = false, rows = 4, ...native }: TextAreaProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} required={required}>
      {(control) => <textarea {...native} {...control} name={name} rows={rows} {...valueProps(value, onChange)} />}
    </FieldFrame>
  );
}
