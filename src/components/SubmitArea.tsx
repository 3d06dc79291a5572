import { useId, type ReactNode } from 'react';
import { capText, TEXT_CAPS } from '@/lib/text';
import { Loader } from './Loader';
import './submitArea.css';

/** 'a', 'a and b', 'a, b and c' */
function joinList(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** 'To deposit, provide a valid amount.', or null when nothing is missing. */
function missingReason(label: string, missing: string[]): string | null {
  return missing.length > 0 ? `To ${label.toLowerCase()}, provide ${joinList(missing)}.` : null;
}

type SubmitButtonProps = {
  label: string;
  submitting: boolean;
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

/**
 * A form's submit button, disabled until the form is ready. While disabled it says why, in
 * text shown under it and tied to it, so the reason is both visible and announced.
 */
export function SubmitButton({ label, missing, reason, submitting }: SubmitButtonProps) {
  const reasonId = useId();
  const shown = missing ? missingReason(label, missing) : (reason ?? null);
  return (
    <div className="submit-area">
      <button
        type="submit"
        className="button button--primary submit-area__button"
        disabled={shown !== null || submitting}
        aria-describedby={shown !== null ? reasonId : undefined}
      >
        {label}
      </button>
      {shown !== null ? (
        <p id={reasonId} className="field-hint submit-area__reason">
          {shown}
        </p>
      ) : null}
    </div>
  );
}

interface SubmitFormProps {
  className: string;
  /** Called instead of the browser's post: the screen dispatches its submit event. */
  onSubmit: () => void;
  children: ReactNode;
}

/**
 * A form the app sends itself: the browser never posts it, and the browser's own validation is
 * off because the form tells what is missing (SubmitButton) and shows its own errors.
 */
export function SubmitForm({ className, onSubmit, children }: SubmitFormProps) {
  return (
    <form
      className={className}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}

interface SubmissionNoticeProps {
  status: 'idle' | 'submitting' | 'failed' | 'unconfirmed';
  message: string | null;
  busyLabel: string;
}

/**
 * The loader while a transaction is sent, then its failure, at the top of the form where the
 * page scrolls to. Server messages are plain text, never markup.
 */
export function SubmissionNotice({ status, message, busyLabel }: SubmissionNoticeProps) {
  if (status === 'submitting') return <Loader label={busyLabel} />;
  return (
    <p className="form-error" role="alert">
      {(status === 'failed' || status === 'unconfirmed') && message
        ? capText(message, TEXT_CAPS.message)
        : null}
    </p>
  );
}
