import { Fragment, useId, type FocusEvent, type KeyboardEvent } from 'react';
import {
  EXPIRY_COMBINED_LENGTH,
  EXPIRY_MONTH_LENGTH,
  EXPIRY_YEAR_LENGTH,
} from '@/config/constants';
import { FieldBox } from '../FieldBox';
import { expiredIn, expiryPart, joinExpiry, parseJoinedExpiry, type Expiry } from './rules';
import { useFormLocked } from '../formLockContext';
import { keepDigitKeys } from './numericKeys';
import { takeWholePaste } from './wholePaste';
import './cardFields.css';

interface ExpiryFieldProps {
  expiry: Expiry;
  /** One MM/YYYY field (mobile) instead of separate MM and YYYY fields (desktop). */
  joined: boolean;
  readOnly: boolean;
  /** The message to show now, or null; for an expiry gone by, a line beneath says when. */
  error: string | null;
  onChange: (expiry: Expiry) => void;
  onFocus: () => void;
  /** Focus left the expiry altogether (moving from MM to YYYY does not count). */
  onLeave: () => void;
  /** Focus left the desktop's YYYY field, wherever it went. */
  onYearLeave: () => void;
}

/** The separate MM and YYYY fields (desktop), in this order. */
const PARTS = [
  {
    part: 'month',
    label: 'Expiry month',
    autoComplete: 'cc-exp-month',
    placeholder: 'MM',
    maxLength: EXPIRY_MONTH_LENGTH,
  },
  {
    part: 'year',
    label: 'Expiry year',
    autoComplete: 'cc-exp-year',
    placeholder: 'YYYY',
    maxLength: EXPIRY_YEAR_LENGTH,
  },
] as const;

/** Digits, and one '/' in the MM/YYYY field (a '/' typed in place of the one there is refused). */
function keepJoinedExpiryKeys(event: KeyboardEvent<HTMLInputElement>) {
  const { value, selectionStart, selectionEnd } = event.currentTarget;
  const kept =
    value.slice(0, selectionStart ?? value.length) + value.slice(selectionEnd ?? value.length);
  keepDigitKeys(event, kept.includes('/') ? '' : '/');
}

/**
 * The card's expiry: read-only once valid, editable again when focused. The MM/YYYY field has a
 * floating label in the compact layout (its 'MM/YYYY' placeholder shows only once the label has
 * floated); the separate MM and YYYY fields keep their group's legend above them.
 */
export function ExpiryField(props: ExpiryFieldProps) {
  const { expiry, joined, readOnly, error, onChange, onFocus, onLeave, onYearLeave } = props;
  const errorId = useId();
  const ids = { month: useId(), year: useId() };
  const locked = useFormLocked();
  // What the MM/YYYY field and the separate MM and YYYY fields have in common.
  const inputProps = {
    type: 'text',
    inputMode: 'numeric',
    readOnly: readOnly || locked,
    'aria-invalid': error !== null,
    'aria-describedby': error ? errorId : undefined,
  } as const;

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node && event.currentTarget.contains(next))) onLeave();
  };

  const expired = error && expiredIn(expiry);
  const message = (
    <p id={errorId} className="field-error" role="alert">
      {error}
      {expired && <span> This card expired in {expired}.</span>}
    </p>
  );

  if (joined) {
    return (
      <FieldBox
        className="card-field card-field--expiry"
        filled={joinExpiry(expiry) !== ''}
        onFocus={onFocus}
        onBlur={onBlur}
      >
        <label className="field-label" htmlFor={ids.month}>
          Expiry Date
        </label>
        <input
          id={ids.month}
          {...inputProps}
          className="text-input"
          autoComplete="cc-exp"
          placeholder="MM/YYYY"
          maxLength={EXPIRY_COMBINED_LENGTH}
          value={joinExpiry(expiry)}
          onKeyDown={keepJoinedExpiryKeys}
          onChange={(event) => onChange(parseJoinedExpiry(event.target.value))}
          onPaste={(event) => takeWholePaste(event, (text) => onChange(parseJoinedExpiry(text)))}
        />
        {message}
      </FieldBox>
    );
  }

  return (
    <fieldset className="card-field card-field--expiry" onFocus={onFocus} onBlur={onBlur}>
      <legend className="field-label">Expiry Date</legend>
      <div className="expiry-parts">
        {PARTS.map(({ part, label, ...attributes }, index) => (
          <Fragment key={part}>
            {index > 0 ? <span aria-hidden="true">/</span> : null}
            <label className="visually-hidden" htmlFor={ids[part]}>
              {label}
            </label>
            <input
              id={ids[part]}
              {...inputProps}
              {...attributes}
              className={`text-input expiry-parts__${part}`}
              value={expiry[part]}
              onKeyDown={(event) => keepDigitKeys(event)}
              onBlur={part === 'year' ? onYearLeave : undefined}
              onChange={(event) => onChange({ ...expiry, [part]: expiryPart(event.target.value) })}
              onPaste={(event) =>
                takeWholePaste(event, (text) => onChange({ ...expiry, [part]: expiryPart(text) }))
              }
            />
          </Fragment>
        ))}
      </div>
      {message}
    </fieldset>
  );
}
