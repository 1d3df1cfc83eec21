/** A KERN fieldset: legend (with "- Optional" when not required), hint, body and error. */
import type { ReactNode } from 'react';
import { FieldError, Hint, OptionalMark, describedBy } from './FieldParts.tsx';

export interface FieldsetProps {
  /** Base for the ids of hint and error. */
  id: string;
  legend: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  required?: boolean;
  /** Lays the children out in a row (radio buttons, the parts of a date). */
  horizontal?: boolean;
  className?: string;
  children: ReactNode;
}

export function fieldsetIds(id: string) {
  return { hint: `${id}-hint`, error: `${id}-error` };
}

export function Fieldset({ id, legend, hint, error, required = false, horizontal = false, className, children }: FieldsetProps) {
  const ids = fieldsetIds(id);
  return (
    <fieldset
      id={id}
      className={['kern-fieldset', error && 'kern-fieldset--error', className].filter(Boolean).join(' ')}
      aria-describedby={describedBy(hint !== undefined && ids.hint, error && ids.error)}
    >
      <legend className="kern-label">
        {legend}
        <OptionalMark required={required} />
      </legend>
      {hint !== undefined && <Hint id={ids.hint}>{hint}</Hint>}
      <div className={horizontal ? 'kern-fieldset__body kern-fieldset__body--horizontal' : 'kern-fieldset__body'}>{children}</div>
      {error && <FieldError id={ids.error} message={error} />}
    </fieldset>
  );
}
