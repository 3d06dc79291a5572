import { useId } from 'react';
import { useAppDispatch, useAppSelector } from '@/domain/storeHooks';
import { capText, TEXT_CAPS } from '@/lib/text';
import { markDefaultRequested, type MarkDefaultTarget } from '../markDefaultSlice';
import { selectMarkDefaultFailure, selectMarkDefaultStatus } from '../selectors';
import '../markDefault.css';

interface MarkDefaultButtonProps extends MarkDefaultTarget {
  /** The id of the element naming the card or account, so the button says which one. */
  describedBy: string;
}

/**
 * 'Mark as Default', pressed and reading 'Default' for the current default. Inactive with
 * aria-disabled rather than disabled, so focus stays on it while it saves and after.
 */
export function MarkDefaultButton({
  fundingMethod,
  fundingMethodId,
  describedBy,
}: MarkDefaultButtonProps) {
  const target = { fundingMethod, fundingMethodId };
  const status = useAppSelector((state) => selectMarkDefaultStatus(state, target));
  const failure = useAppSelector((state) => selectMarkDefaultFailure(state, target));
  const dispatch = useAppDispatch();
  const errorId = useId();
  const inactive = status !== 'idle';
  return (
    <div className="mark-default">
      <button
        type="button"
        className={`button mark-default__button${status === 'default' ? ' is-default' : ''}`}
        aria-pressed={status === 'default'}
        aria-disabled={inactive}
        aria-busy={status === 'saving'}
        aria-describedby={[describedBy, failure ? errorId : null].filter(Boolean).join(' ')}
        onClick={() => {
          if (!inactive) dispatch(markDefaultRequested(target));
        }}
      >
        {status === 'saving' ? <span className="mark-default__spinner" aria-hidden="true" /> : null}
        {status === 'default' ? 'Default' : 'Mark as Default'}
      </button>
      {failure ? (
        <p id={errorId} className="field-error" role="alert">
          {capText(failure, TEXT_CAPS.message)}
        </p>
      ) : null}
    </div>
  );
}
