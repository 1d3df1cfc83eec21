/**
 * A KERN select with label, options, placeholder, hint and error: a native <select>, so
 * keyboard and screen readers work as everywhere. The placeholder is an empty first option that
 * cannot be chosen again once a value is set when the field is required.
 */
import { FieldFrame, valueProps, type TextValueProps } from './FieldParts.tsx';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends TextValueProps {
  options: readonly SelectOption[];
  /** First, empty entry, e.g. "Bitte auswählen". */
  placeholder?: string;
}

export function Select({ id, name, label, value, onChange, options, placeholder, hint, error, required = false }: SelectProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} required={required}>
      {({ className, ...control }) => (
        <div className="kern-form-input__select-wrapper">
          <select {...control} name={name} className={className.replaceAll('__input', '__select')} {...valueProps(value, onChange)}>
            {placeholder !== undefined && (
              <option value="" disabled={required && value !== ''}>
                {placeholder}
              </option>
            )}
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      )}
    </FieldFrame>
  );
}
