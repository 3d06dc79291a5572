import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { cardBackPressed } from '../cardSlice';
import { selectCardBackTarget } from '../selectors';

/**
 * The back arrow: a link where it has a place to go (the frame's quick-deposit home, the
 * existing cards from new mode), else a button going back in history.
 */
export function CardBackArrow() {
  const target = useAppSelector(selectCardBackTarget);
  const dispatch = useAppDispatch();
  const arrow = (
    <span aria-hidden="true" className="back-arrow__icon">
      ←
    </span>
  );
  return target ? (
    <a className="back-arrow" href={`#${target}`} aria-label="Back">
      {arrow}
    </a>
  ) : (
    <button
      type="button"
      className="back-arrow"
      aria-label="Back"
      onClick={() => dispatch(cardBackPressed())}
    >
      {arrow}
    </button>
  );
}
