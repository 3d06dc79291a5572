import { useContext, useId, useState, type ReactNode } from 'react';
import { formatMoney, type Cents } from '@/lib/money';
import { FormLockContext, useFormLocked, useWaitingLong, type FormLock } from './formLockContext';
import { OfflineContext } from './offlineContext';
import { capText, TEXT_CAPS } from '@/lib/text';
import { ERROR_SUMMARY_TEXTS, ErrorSummary, type Recovery } from './ErrorSummary';
import { Loader } from './Loader';
import { focusFirstMissingField } from './firstMissingField';
import './submitArea.css';

/** 'a', 'a and b', 'a, b and c' */
function joinList(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** Offline nothing is sent: said beside the button as well as above the screen. */
const offlineReason = (label: string) => `You are offline. Reconnect to ${label.toLowerCase()}.`;

/** 'To deposit, provide a valid amount.', or null when nothing is missing. */
function missingReason(label: string, missing: string[]): string | null {
  return missing.length > 0 ? `To ${label.toLowerCase()}, provide ${joinList(missing)}.` : null;
}

type SubmitButtonProps = {
  label: string;
  /** The amount the form sends, named on the button while it is sent. */
  amount?: Cents | null;
  /**
   * A figure of the total that is not known, in a sentence ('Waiting for the card fee to
   * load.'): no money moves without it. Null when every figure is known.
   */
  figureWait?: string | null;
  /** Loads the figure that failed again: a 'Try again' beside the reason. */
  onRetry?: (() => void) | null;
  /**
   * The total, shown in the submit area right above the button ('Total to be charged: $52.50'),
   * where the form's summary can sit under a sticky button (the quick-deposit frame).
   */
  total?: string | null;
} & (
  | {
      /** What is still missing, e.g. ['a valid amount', 'a 3-digit CVV']; empty when ready. */
      missing: string[];
      reason?: never;
    }
  | {
      /** Why the button is disabled, for forms whose reasons are whole sentences; null when ready. */
      reason: string | null;
      missing?: never;
    }
);

/** Under the button once a submit's answer is late (decisions: a money submit unanswered after 5 s). */
export const STILL_WAITING = 'Still waiting for an answer. Do not close this page or press again.';

/** 'Processing $50.00...' */
const processingLabel = (amount: Cents | null | undefined) =>
  amount === null || amount === undefined
    ? 'Processing...'
    : `Processing ${formatMoney(amount)}...`;

/**
 * A form's submit button, greyed until the form is ready. While greyed it says why, in text
 * shown under it and tied to it, so the reason is both visible and announced; it stays
 * focusable and pressable (aria-disabled, not disabled, which takes no tap) but never posts: a
 * press, or Enter in a field, moves focus to the first field still missing and says the reason
 * again, as an alert. While the form is sent (SubmitForm's lock) it is disabled and says so,
 * with the amount.
 */
export function SubmitButton({
  label,
  amount,
  missing,
  reason,
  figureWait,
  onRetry,
  total,
}: SubmitButtonProps) {
  const reasonId = useId();
  // Each press of the greyed button: the reason is said again, as a new alert.
  const [presses, setPresses] = useState(0);
  const submitting = useFormLocked();
  const waitingLong = useWaitingLong();
  // Offline, nothing is sent: the offline line above the screen says so, and so does the reason.
  const offline = useContext(OfflineContext) !== null;
  const blocked =
    [
      offline ? offlineReason(label) : null,
      missing ? missingReason(label, missing) : reason,
      figureWait,
    ]
      .filter(Boolean)
      .join(' ') || null;
  // A field the attempt cleared (the CVV) is not missing while the form is sent.
  const shown = submitting ? null : blocked;
  return (
    <div className="submit-area">
      {total ? <p className="submit-area__total">{total}</p> : null}
      <button
        type="submit"
        className="button button--primary submit-area__button"
        disabled={submitting}
        aria-disabled={shown !== null}
        aria-describedby={shown !== null ? reasonId : undefined}
        onClick={(event) => {
          if (shown === null) return;
          event.preventDefault();
          if (event.currentTarget.form) focusFirstMissingField(event.currentTarget.form);
          setPresses(presses + 1);
        }}
      >
        {submitting ? processingLabel(amount) : label}
      </button>
      {/* Always in the page, so that screen readers announce the line when it is filled. */}
      <p className="submit-area__waiting" role="status">
        {waitingLong ? STILL_WAITING : null}
      </p>
      {shown !== null ? (
        <p
          key={presses}
          id={reasonId}
          className="field-hint submit-area__reason"
          role={presses ? 'alert' : undefined}
        >
          {shown}
        </p>
      ) : null}
      {shown !== null && onRetry ? (
        <button type="button" className="button" aria-describedby={reasonId} onClick={onRetry}>
          {ERROR_SUMMARY_TEXTS.tryAgain}
        </button>
      ) : null}
    </div>
  );
}

interface SubmitFormProps {
  className: string;
  /** Called instead of the browser's post: the screen dispatches its submit event. */
  onSubmit: () => void;
  /** The form is being sent: every field is locked (useFormLocked) until the answer. */
  locked?: boolean;
  /** The answer is late: the submit area says so (useWaitingLong). */
  waitingLong?: boolean;
  children: ReactNode;
}

/**
 * A form the app sends itself: the browser never posts it, and the browser's own validation is
 * off because the form tells what is missing (SubmitButton) and shows its own errors.
 */
export function SubmitForm({
  className,
  onSubmit,
  locked = false,
  waitingLong = false,
  children,
}: SubmitFormProps) {
  const lock: FormLock = !locked ? 'open' : waitingLong ? 'waitingLong' : 'sending';
  return (
    <form
      className={className}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <FormLockContext value={lock}>{children}</FormLockContext>
    </form>
  );
}

interface SubmissionNoticeProps {
  status: 'idle' | 'submitting' | 'failed' | 'unconfirmed';
  message: string | null;
  busyLabel: string;
  /** After a failure: the fields to fill again and the other ways to move the money. */
  recovery?: Recovery;
}

/**
 * The loader while a transaction is sent, then its failure (an error summary with the ways
 * forward) or its unknown outcome, at the top of the form where the page scrolls to. Server
 * messages are plain text, never markup.
 */
export function SubmissionNotice({ status, message, busyLabel, recovery }: SubmissionNoticeProps) {
  if (status === 'submitting') return <Loader label={busyLabel} />;
  if (status === 'failed' && message) return <ErrorSummary message={message} {...recovery} />;
  return (
    <p className="form-error" role="alert">
      {status === 'unconfirmed' && message ? capText(message, TEXT_CAPS.message) : null}
    </p>
  );
}
