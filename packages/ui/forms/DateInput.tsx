/**
 * The date input: three text fields for day, month and year (2, 2 and 4 wide) in a
 * fieldset. When focus leaves the three fields the date is checked: a valid date is reported as
 * YYYY-MM-DD; anything else reports null and shows why. An optional date left empty reports null
 * without an error. Uncontrolled after the first render: give it a new key to reset it.
 */
import { useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { Fieldset, fieldsetIds } from './Fieldset.tsx';
import { describedBy } from './FieldParts.tsx';
import { checkDate, splitDate, type DatePart, type DateParts } from './date-input.ts';
import { formMessages } from '@servicestandard/messages/ui';

export interface DateInputProps {
  /** Unique on the page; base of the ids. */
  id: string;
  label: ReactNode;
  /** Text before "(TT MM JJJJ)". */
  hint?: string;
  required?: boolean;
  /** Initial date as YYYY-MM-DD. */
  defaultValue?: string | null;
  /** Called when the reported date changes: YYYY-MM-DD, or null when empty or not valid. */
  onChange: (value: string | null) => void;
}

const PARTS: { part: DatePart; width: 2 | 4 }[] = [
  { part: 'day', width: 2 },
  { part: 'month', width: 2 },
  { part: 'year', width: 4 },
];

interface Problem {
  message: string;
  parts: DatePart[];
}

export function DateInput({ id, label, hint = formMessages.dateHint, required = false, defaultValue = null, onChange }: DateInputProps) {
  const [parts, setParts] = useState<DateParts>(() => splitDate(defaultValue));
  const [problem, setProblem] = useState<Problem | null>(null);
  const reported = useRef<string | null>(checkDate(splitDate(defaultValue)).kind === 'valid' ? defaultValue : null);
  const errorId = fieldsetIds(id).error;

  const report = (value: string | null) => {
    if (reported.current === value) return;
    reported.current = value;
    onChange(value);
  };

  const check = () => {
    const result = checkDate(parts);
    if (result.kind === 'valid') {
      setProblem(null);
      report(result.value);
    } else if (result.kind === 'empty' && !required) {
      setProblem(null);
      report(null);
    } else {
      setProblem(
        result.kind === 'invalid'
          ? { message: formMessages.dateInvalid, parts: result.parts }
          : { message: formMessages.dateMissing, parts: result.kind === 'missing' ? result.parts : ['day', 'month', 'year'] },
      );
      report(null);
    }
  };

  // Moving between day, month and year is not leaving the date.
  const onBlur = (event: FocusEvent<HTMLInputElement>) => {
    const group = event.currentTarget.closest('fieldset');
    if (group && event.relatedTarget instanceof Node && group.contains(event.relatedTarget)) return;
    check();
  };

  return (
    <Fieldset
      id={id}
      legend={label}
      hint={`${hint} ${formMessages.dateFormat}`}
      error={problem?.message}
      required={required}
      horizontal
      className="date-input"
    >
      {PARTS.map(({ part, width }) => {
        const inputId = `${id}-${part}`;
        const flagged = problem?.parts.includes(part) ?? false;
        return (
          <div className="kern-form-input" key={part}>
            <label className="kern-label" htmlFor={inputId}>
              {formMessages[part]}
            </label>
            <input
              id={inputId}
              className={`kern-form-input__input kern-form-input__input--width-${width}${flagged ? ' kern-form-input__input--error' : ''}`}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              maxLength={width}
              required={required}
              value={parts[part]}
              aria-invalid={flagged ? true : undefined}
              aria-describedby={describedBy(flagged && errorId)}
              onChange={(event) => setParts((current) => ({ ...current, [part]: event.target.value }))}
              onBlur={onBlur}
            />
          </div>
        );
      })}
    </Fieldset>
  );
}
