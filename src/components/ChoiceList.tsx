import { useId } from 'react';
import { useFormLocked } from './formLockContext';

export interface Choice<T extends string> {
  value: T;
  label: string;
  disabled?: boolean;
}

interface ChoiceListProps<T extends string> {
  legend: string;
  choices: Choice<T>[];
  value: T | null;
  onChange: (value: T) => void;
  /** The form's own layout for the group, e.g. choices in a row. */
  className?: string;
}

/** A labelled group of radio buttons, each a 44 px target (global.css .choice-group, .choice). */
export function ChoiceList<T extends string>({
  legend,
  choices,
  value,
  onChange,
  className,
}: ChoiceListProps<T>) {
  const name = useId();
  const locked = useFormLocked();
  return (
    <fieldset className={className ? `choice-group ${className}` : 'choice-group'}>
      <legend className="field-label">{legend}</legend>
      {choices.map((choice) => (
        <label key={choice.value} className="choice">
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={choice.value === value}
            disabled={choice.disabled || locked}
            onChange={() => onChange(choice.value)}
          />
          <span>{choice.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
