import { BackArrow } from '@/components/BackArrow';
import { useAppDispatch, useAppSelector } from '@/domain/storeHooks';
import { cardBackPressed } from '../cardSlice';
import { selectCardBackTarget } from '../selectors';

/**
 * The back arrow: a link where it has a place to go (the frame's quick-deposit home, the
 * existing cards from new mode), else a button going back in history.
 */
export function CardBackArrow() {
  const target = useAppSelector(selectCardBackTarget);
  const dispatch = useAppDispatch();
  return <BackArrow to={target} onBack={() => dispatch(cardBackPressed())} />;
}
