/** Pieces every form field shares: the "- Optional" mark, the hint and the error message (SPEC §5). */
import type { ReactNode } from 'react';
import { Icon } from '../Icon.tsx';
import { formMessages } from './messages.ts';

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

/** Joins the ids of hint and error for aria-describedby; undefined when there are none. */
export function describedBy(...ids: (string | false | undefined | null)[]): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}
