import { useId, type InputHTMLAttributes } from 'react';
import { FieldBox } from './FieldBox';
import { useFormLocked } from './formLockContext';

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'className' | 'aria-invalid' | 'aria-describedby'
>;

interface TextFieldProps extends InputProps {
  label: string;
  /** The message to show now, or null. */
  error: string | null;
  /** The wrapper's class: the form's field layout (input widths hang off it). */
  className: string;
}

/**
 * A labelled text input (a floating label in the compact layout, see FieldBox) with its error
 * tied to it (aria-invalid, aria-describedby). The error paragraph stays in the page while
 * empty, so a message appearing in it is announced.
 */
export function TextField({ label, error, className, ...input }: TextFieldProps) {
  const inputId = useId();
  const errorId = useId();
  const locked = useFormLocked();
  return (
    <FieldBox className={className} filled={String(input.value ?? '') !== ''}>
      <label className="field-label" htmlFor={inputId}>
        {label}
      </label>
      <input
        {...input}
        readOnly={locked || input.readOnly}
        id={inputId}
        className="text-input"
        aria-invalid={error !== null}
        aria-describedby={error ? errorId : undefined}
      />
      <p id={errorId} className="field-error" role="alert">
        {error}
      </p>
    </FieldBox>
  );
}
