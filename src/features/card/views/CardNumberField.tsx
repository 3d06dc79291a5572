import { useId } from 'react';
import { useAppDispatch, useAppSelector } from '@/domain/storeHooks';
import { CARD_NUMBER_LENGTH } from '@/config/constants';
import { FieldBox } from '@/components/FieldBox';
import { withoutDigitGroupMarks } from '@/lib/digitGroups';
import { keepDigitKeys } from '@/components/card-fields/numericKeys';
import { useFormLocked } from '@/components/formLockContext';
import { takeWholePaste } from '@/components/card-fields/wholePaste';
import { groupCardNumber } from '../cardNumberRules';
import { cardNumberLeft, cardNumberTyped } from '../cardSlice';
import { selectCardForm } from '../selectors';

/** Typing stops at 16 digits shown in groups of 4; a longer paste is kept, to be refused. */
const GROUPED_LENGTH = CARD_NUMBER_LENGTH + CARD_NUMBER_LENGTH / 4 - 1;

/**
 * The new card's number, in groups of 4, and the brand once the first digits tell it. Spaces
 * and dashes are dropped, typed or pasted; anything else pasted stays, to be refused.
 */
export function CardNumberField() {
  const form = useAppSelector(selectCardForm);
  const dispatch = useAppDispatch();
  const inputId = useId();
  const errorId = useId();
  const brandId = useId();
  const locked = useFormLocked();
  const error = form.shownNumberError;
  const numberTyped = (text: string) =>
    dispatch(cardNumberTyped({ cardNumber: withoutDigitGroupMarks(text) }));
  const describedBy = [form.brand ? brandId : null, error ? errorId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <FieldBox className="card-field card-field--number" filled={form.cardNumber !== ''}>
      <label className="field-label" htmlFor={inputId}>
        Card Number
      </label>
      <div className="card-number">
        <input
          id={inputId}
          className="text-input card-number__input"
          type="text"
          inputMode="numeric"
          autoComplete="cc-number"
          maxLength={GROUPED_LENGTH}
          readOnly={locked}
          value={groupCardNumber(form.cardNumber)}
          aria-invalid={error !== null}
          aria-describedby={describedBy || undefined}
          onKeyDown={(event) => keepDigitKeys(event, ' ')}
          onChange={(event) => numberTyped(event.target.value)}
          onPaste={(event) => takeWholePaste(event, numberTyped)}
          onBlur={() => dispatch(cardNumberLeft())}
        />
        {form.brand ? (
          <span id={brandId} className="card-number__brand">
            {form.brand}
          </span>
        ) : null}
      </div>
      <p id={errorId} className="field-error" role="alert">
        {error}
      </p>
    </FieldBox>
  );
}
