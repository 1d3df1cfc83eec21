/**
 * A group of native radio buttons in a fieldset, with label, name, options, value, hint, error and
 * required. Native radios give the expected keyboard use for free: Tab into the group, arrow keys
 * to move and select, Space to select.
 */
import type { ReactNode } from 'react';
import { Fieldset } from './Fieldset.tsx';

export interface RadioOption<V extends string = string> {
  value: V;
  label: string;
}

export interface RadioGroupProps<V extends string> {
  /** Unique on the page; base of the ids. */
  id: string;
  name: string;
  label: ReactNode;
  options: readonly RadioOption<V>[];
  value: V | null;
  onChange: (value: V) => void;
  hint?: ReactNode;
  error?: string | undefined;
  required?: boolean;
  horizontal?: boolean;
  className?: string;
}

export function RadioGroup<V extends string>({ id, name, label, options, value, onChange, hint, error, required = false, horizontal = false, className }: RadioGroupProps<V>) {
  return (
    <Fieldset id={id} legend={label} hint={hint} error={error} required={required} horizontal={horizontal} className={className}>
      {options.map((option) => {
        const optionId = `${id}-${option.value}`;
        return (
          <div className="kern-form-check" key={option.value}>
            <input
              className={error ? 'kern-form-check__radio kern-form-check__radio--error' : 'kern-form-check__radio'}
              type="radio"
              id={optionId}
              name={name}
              value={option.value}
              checked={value === option.value}
              required={required}
              onChange={() => onChange(option.value)}
            />
            <label className="kern-label" htmlFor={optionId}>
              {option.label}
            </label>
          </div>
        );
      })}
    </Fieldset>
  );
}
