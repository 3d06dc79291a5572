import { useId } from 'react';
import { CVV_LENGTH } from '@/config/constants';
import { FieldBox } from '../FieldBox';
import { useFormLocked } from '../formLockContext';
import { keepDigitKeys } from './numericKeys';
import { takeWholePaste } from './wholePaste';
import './cardFields.css';

/** Finds the CVV in a screen (the error summary's link to it). */
export const CVV_FIELD_SELECTOR = 'input[autocomplete="cc-csc"]';

interface CvvFieldProps {
  value: string;
  /** The message to show now, or null. */
  error: string | null;
  onChange: (text: string) => void;
  onBlur: () => void;
}

/**
 * The card's security code: digit keys only, typing capped at 3, shown as bullets (a password
 * field the browser treats as a card code, not a login), never autofilled into anything else.
 * A paste is kept whole, for cvvError to judge.
 */
export function CvvField({ value, error, onChange, onBlur }: CvvFieldProps) {
  const inputId = useId();
  const errorId = useId();
  const locked = useFormLocked();
  return (
    <FieldBox className="card-field card-field--cvv" filled={value !== ''}>
      <label className="field-label" htmlFor={inputId}>
        CVV
      </label>
      <input
        id={inputId}
        className="text-input"
        type="password"
        inputMode="numeric"
        autoComplete="cc-csc"
        maxLength={CVV_LENGTH}
        readOnly={locked}
        value={value}
        aria-invalid={error !== null}
        aria-describedby={error ? errorId : undefined}
        onKeyDown={(event) => keepDigitKeys(event)}
        onChange={(event) => onChange(event.target.value)}
        onPaste={(event) => takeWholePaste(event, onChange)}
        onBlur={onBlur}
      />
      <p id={errorId} className="field-error" role="alert">
        {error}
      </p>
    </FieldBox>
  );
}
