/** Pieces every form field shares: the "- Optional" mark on fields that are not required, the hint and the error message. */
import type { ReactNode } from 'react';
import { Icon } from '../Icon.tsx';
import { formMessages } from '@servicestandard/messages/ui';

/** Shown in the label of every field that is not required. */
export function OptionalMark({ required }: { required: boolean }) {
  if (required) return null;
  return <span className="kern-label__optional"> {formMessages.optional}</span>;
}

export function Hint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p className="kern-hint" id={id}>
      {children}
    </p>
  );
}

/** An error in a role="alert" paragraph with an error icon; rendered only while there is an error, so it is announced. */
export function FieldError({ id, message }: { id: string; message: string }) {
  return (
    <p className="kern-error" id={id} role="alert">
      <Icon name="danger" className="kern-error__icon" />
      <span className="kern-body">
        <span className="visually-hidden">{formMessages.errorPrefix} </span>
        {message}
      </span>
    </p>
  );
}

/** Props of a field holding one text value (TextField, TextArea). */
export interface TextValueProps {
  id: string;
  label: ReactNode;
  value: string;
  /**
   * Called on every change (a field in an island). Without it the value is only the field's
   * starting value: a plain form that the browser sends, as the service renders it.
   */
  onChange?: ((value: string) => void) | undefined;
  /** The name the browser sends the value under (a plain form). */
  name?: string | undefined;
  hint?: ReactNode;
  error?: string | undefined;
  required?: boolean;
}

/** value/onChange for a field in an island, defaultValue for a plain form the browser sends. */
export function valueProps(value: string, onChange: ((value: string) => void) | undefined) {
  return onChange
    ? { value, onChange: (event: { target: { value: string } }) => onChange(event.target.value) }
    : { defaultValue: value };
}

/** Native attributes a text field passes on to its control; the field sets the rest itself. */
export type PassedOn<T> = Omit<T, keyof TextValueProps | 'className' | 'children'>;

/** What the frame hands to the control of a single-control field (input, textarea). */
interface ControlProps {
  id: string;
  className: string;
  required: boolean;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldFrameProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  required: boolean;
  /** Renders the control with the id, class and ARIA links it needs. */
  children: (control: ControlProps) => ReactNode;
}

/** The KERN frame of a single-control field: label with "- Optional", hint, the control, error. */
export function FieldFrame({ id, label, hint, error, required, children }: FieldFrameProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={error ? 'kern-form-input kern-form-input--error' : 'kern-form-input'}>
      <label className="kern-label" htmlFor={id}>
        {label}
        <OptionalMark required={required} />
      </label>
      {hint !== undefined && <Hint id={hintId}>{hint}</Hint>}
      {children({
        id,
        className: error ? 'kern-form-input__input kern-form-input__input--error' : 'kern-form-input__input',
        required,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(hint !== undefined && hintId, error && errorId),
      })}
      {error && <FieldError id={errorId} message={error} />}
    </div>
  );
}

/** Joins the ids of hint and error for aria-describedby; undefined when there are none. */
export function describedBy(...ids: (string | false | undefined | null)[]): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}
