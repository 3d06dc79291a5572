import { useId, type FocusEvent, type KeyboardEvent } from 'react';
import { useAppDispatch, useAppSelector } from '@/domain/storeHooks';
import { FieldBox } from '@/components/FieldBox';
import { useFormLocked } from '@/components/formLockContext';
import { formatShortMoney, type Cents } from '@/lib/money';
import { AMOUNT_FORM_ATTRIBUTE, type AmountForm } from '@/config/forms';
import { lastPress, watchPresses } from '@/platform/pointer';
import {
  amountBlurred,
  amountFocused,
  amountPresetChosen,
  amountTyped,
  selectAmount,
} from '../amountSlice';

/** Marks the payment and amount areas of a form, for the 'Amount required' blur rule. */
export const FORM_AREA_ATTRIBUTE = 'data-form-area';

const ALLOWED_CHARACTER = /^[\d.,]$/;

/** Only digits and a decimal mark can be typed; editing, navigation and shortcuts pass. */
function keepAllowedKeys(event: KeyboardEvent<HTMLInputElement>) {
  const printable = event.key.length === 1;
  if (
    printable &&
    !event.ctrlKey &&
    !event.metaKey &&
    !event.altKey &&
    !ALLOWED_CHARACTER.test(event.key)
  ) {
    event.preventDefault();
  }
}

interface AmountEntryProps {
  form: AmountForm;
  /**
   * Preset amounts from the server (empty while they load: their row keeps its place, so the
   * field does not jump when they arrive). Withdrawal forms have none: leave it out.
   */
  presets?: Cents[];
  /** Example shown under the field, e.g. '25.00'. */
  example?: string;
  /** The available limit the form shows: a preset above it is marked as such. */
  limit?: Cents | null;
}

/** The 'Enter Amount' box shared by every deposit and withdrawal form. */
export function AmountEntry({ form, presets, example, limit }: AmountEntryProps) {
  const field = useAppSelector((state) => selectAmount(state, form));
  const dispatch = useAppDispatch();
  const inputId = useId();
  const messageId = useId();
  const exampleId = useId();
  const locked = useFormLocked();
  const message = field.error ?? (field.requiredHint ? 'Amount required' : null);
  const describedBy = [message ? messageId : null, example ? exampleId : null]
    .filter(Boolean)
    .join(' ');

  const onBlur = (event: FocusEvent<HTMLInputElement>) => {
    // Where focus went; but a click on plain text moves focus to nothing, or to a focusable box
    // around the text (the main landmark, tabindex -1): then where the click landed decides.
    const moved = event.relatedTarget;
    const pressed = lastPress();
    const next = !moved || moved.contains(pressed) ? pressed : moved;
    const outsideFormAreas = !(next instanceof Element && next.closest(`[${FORM_AREA_ATTRIBUTE}]`));
    dispatch(amountBlurred({ form, outsideFormAreas }));
  };

  return (
    <fieldset className="amount-entry" {...{ [FORM_AREA_ATTRIBUTE]: '' }}>
      <legend className="amount-entry__title">Enter Amount</legend>
      {presets?.length === 0 ? <div className="amount-entry__presets" aria-hidden="true" /> : null}
      {presets?.length ? (
        <div className="amount-entry__presets" role="group" aria-label="Preset amounts">
          {presets.map((cents) => {
            // Marked, not refused: the spec enforces no limit on the client.
            const over = limit != null && cents > limit;
            return (
              <button
                key={cents}
                type="button"
                className="amount-entry__preset"
                aria-pressed={field.cents === cents}
                aria-describedby={over ? `${inputId}-${cents}` : undefined}
                disabled={locked}
                onClick={() => dispatch(amountPresetChosen({ form, cents }))}
              >
                {formatShortMoney(cents)}
                {over ? (
                  <span
                    id={`${inputId}-${cents}`}
                    className="amount-entry__over"
                    aria-hidden="true"
                  >
                    Above limit
                  </span>
                ) : null}
              </button>
            );
          })}
        </div>
      ) : null}
      <FieldBox className="amount-entry__box" filled={field.text !== ''}>
        <label className="field-label" htmlFor={inputId}>
          Amount
        </label>
        <div
          className={`amount-entry__field${field.custom ? ' is-active' : ''}${field.error ? ' has-error' : ''}`}
        >
          <span className="amount-entry__currency" aria-hidden="true">
            $
          </span>
          <input
            id={inputId}
            className="amount-entry__input"
            {...{ [AMOUNT_FORM_ATTRIBUTE]: form }}
            type="text"
            inputMode="decimal"
            autoComplete="transaction-amount"
            readOnly={locked}
            value={field.text}
            aria-invalid={field.error !== null}
            aria-describedby={describedBy || undefined}
            onChange={(event) => dispatch(amountTyped({ form, text: event.target.value }))}
            onKeyDown={keepAllowedKeys}
            onFocus={() => {
              watchPresses();
              dispatch(amountFocused({ form }));
            }}
            onBlur={onBlur}
          />
        </div>
      </FieldBox>
      {example ? (
        <p id={exampleId} className="field-hint">
          Example: {example}
        </p>
      ) : null}
      <p id={messageId} className="field-error" role="alert">
        {message}
      </p>
    </fieldset>
  );
}
