import { useAppSelector } from '@/domain/storeHooks';
import { selectTermsContext } from '../selectors';
import { RewardsRules } from './RewardsRules';
import { TermsAndConditions } from './TermsAndConditions';
import '../terms.css';

/** /terms-and-conditions: the rewards-program rules in the withdraw context, else the terms. */
export function TermsScreen() {
  const context = useAppSelector(selectTermsContext);
  return context === 'withdraw' ? <RewardsRules /> : <TermsAndConditions />;
}
