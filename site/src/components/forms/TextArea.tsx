/** A KERN multi-line input with label ("- Optional" when not required), hint and error. */
import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { FieldError, Hint, OptionalMark, describedBy } from './FieldParts.tsx';

type NativeProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className' | 'value' | 'onChange' | 'required' | 'children'>;

export interface TextAreaProps extends NativeProps {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  error?: string | undefined;
  required?: boolean;
}

export function TextArea({ id, label, value, onChange, hint, error, required = false, rows = 4, ...native }: TextAreaProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={error ? 'kern-form-input kern-form-input--error' : 'kern-form-input'}>
      <label className="kern-label" htmlFor={id}>
        {label}
        <OptionalMark required={required} />
      </label>
      {hint !== undefined && <Hint id={hintId}>{hint}</Hint>}
      <textarea
        {...native}
        id={id}
        rows={rows}
        className={error ? 'kern-form-input__input kern-form-input__input--error' : 'kern-form-input__input'}
        value={value}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint !== undefined && hintId, error && errorId)}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && <FieldError id={errorId} message={error} />}
    </div>
  );
}
