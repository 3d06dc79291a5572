import { useId, type FocusEvent } from 'react';
import {
  EXPIRY_COMBINED_LENGTH,
  EXPIRY_MONTH_LENGTH,
  EXPIRY_YEAR_LENGTH,
} from '@/config/constants';
import { joinExpiry, parseJoinedExpiry, type Expiry } from './rules';
import { keepDigitKeys } from './numericKeys';
import './cardFields.css';

interface ExpiryFieldProps {
  expiry: Expiry;
  /** One MM/YYYY field (mobile) instead of separate MM and YYYY fields (desktop). */
  joined: boolean;
  readOnly: boolean;
  /** The message to show now, or null. */
  error: string | null;
  onChange: (expiry: Expiry) => void;
  onFocus: () => void;
  /** Focus left the expiry altogether (moving from MM to YYYY does not count). */
  onLeave: () => void;
}

/** The card's expiry: read-only once valid, editable again when focused. */
export function ExpiryField(props: ExpiryFieldProps) {
  const { expiry, joined, readOnly, error, onChange, onFocus, onLeave } = props;
  const errorId = useId();
  const monthId = useId();
  const yearId = useId();
  const invalid = error !== null;
  const describedBy = error ? errorId : undefined;

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node && event.currentTarget.contains(next))) onLeave();
  };

  const message = (
    <p id={errorId} className="field-error" role="alert">
      {error}
    </p>
  );

  if (joined) {
    return (
      <div className="card-field card-field--expiry" onFocus={onFocus} onBlur={onBlur}>
        <label className="field-label" htmlFor={monthId}>
          Expiry Date
        </label>
        <input
          id={monthId}
          className="text-input"
          type="text"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YYYY"
          maxLength={EXPIRY_COMBINED_LENGTH}
          value={joinExpiry(expiry)}
          readOnly={readOnly}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onKeyDown={(event) => keepDigitKeys(event, '/')}
          onChange={(event) => onChange(parseJoinedExpiry(event.target.value))}
        />
        {message}
      </div>
    );
  }

  return (
    <fieldset className="card-field card-field--expiry" onFocus={onFocus} onBlur={onBlur}>
      <legend className="field-label">Expiry Date</legend>
      <div className="expiry-parts">
        <label className="visually-hidden" htmlFor={monthId}>
          Expiry month
        </label>
        <input
          id={monthId}
          className="text-input expiry-parts__month"
          type="text"
          inputMode="numeric"
          autoComplete="cc-exp-month"
          placeholder="MM"
          maxLength={EXPIRY_MONTH_LENGTH}
          value={expiry.month}
          readOnly={readOnly}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onKeyDown={(event) => keepDigitKeys(event)}
          onChange={(event) => onChange({ ...expiry, month: event.target.value })}
        />
        <span aria-hidden="true">/</span>
        <label className="visually-hidden" htmlFor={yearId}>
          Expiry year
        </label>
        <input
          id={yearId}
          className="text-input expiry-parts__year"
          type="text"
          inputMode="numeric"
          autoComplete="cc-exp-year"
          placeholder="YYYY"
          maxLength={EXPIRY_YEAR_LENGTH}
          value={expiry.year}
          readOnly={readOnly}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onKeyDown={(event) => keepDigitKeys(event)}
          onChange={(event) => onChange({ ...expiry, year: event.target.value })}
        />
      </div>
      {message}
    </fieldset>
  );
}
