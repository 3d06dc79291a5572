import { useId } from 'react';
import { ChoiceList, type Choice } from '@/components/ChoiceList';
import { useFormLocked } from '@/components/formLockContext';

interface OptionPickerProps {
  label: string;
  options: Choice<string>[];
  value: string | null;
  onChange: (value: string) => void;
  /** Phones get a list of radio buttons instead of a dropdown. */
  asList: boolean;
}

/** A dropdown on desktop, a list of radio buttons on mobile (spec: check and ACH withdrawal). */
export function OptionPicker({ label, options, value, onChange, asList }: OptionPickerProps) {
  const id = useId();
  const locked = useFormLocked();
  if (asList) {
    return <ChoiceList legend={label} choices={options} value={value} onChange={onChange} />;
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
        disabled={locked}
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
