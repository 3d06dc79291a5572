import { useId } from 'react';

export interface PickerOption {
  value: string;
  label: string;
}

interface OptionPickerProps {
  label: string;
  options: PickerOption[];
  value: string | null;
  onChange: (value: string) => void;
  /** Phones get a list of radio buttons instead of a dropdown. */
  asList: boolean;
}

/** A dropdown on desktop, a list of radio buttons on mobile (spec: check and ACH withdrawal). */
export function OptionPicker({ label, options, value, onChange, asList }: OptionPickerProps) {
  const id = useId();
  if (asList) {
    return (
      <fieldset className="option-list">
        <legend className="field-label">{label}</legend>
        {options.map((option) => (
          <label key={option.value} className="option-list__item">
            <input
              type="radio"
              name={id}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </fieldset>
    );
  }
  return (
    <div className="option-select">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="option-select__input"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
