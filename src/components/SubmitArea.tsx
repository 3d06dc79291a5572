import { useId } from 'react';
import { Loader } from './Loader';
import './submitArea.css';

/** 'a', 'a and b', 'a, b and c' */
function joinList(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

interface SubmitButtonProps {
  label: string;
  /** What is still missing, e.g. ['a valid amount', 'a 3-digit CVV']; empty when ready. */
  missing: string[];
  submitting: boolean;
}

/**
 * A form's submit button, disabled until the form is ready. While disabled it says why, in
 * text shown under it and tied to it, so the reason is both visible and announced.
 */
export function SubmitButton({ label, missing, submitting }: SubmitButtonProps) {
  const reasonId = useId();
  const blocked = missing.length > 0;
  return (
    <div className="submit-area">
      <button
        type="submit"
        className="button button--primary submit-area__button"
        disabled={blocked || submitting}
        aria-describedby={blocked ? reasonId : undefined}
      >
        {label}
      </button>
      {blocked ? (
        <p id={reasonId} className="field-hint submit-area__reason">
          {`To ${label.toLowerCase()}, provide ${joinList(missing)}.`}
        </p>
      ) : null}
    </div>
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
      {(status === 'failed' || status === 'unconfirmed') && message ? message : null}
    </p>
  );
}
