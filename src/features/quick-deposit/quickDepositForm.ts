import type { AmountForm } from '@/config/forms';
import type { PresetMethod } from '@/domain/funding-sources/selectors';

/**
 * What the deposit home shares with the quick deposit: the form its amount belongs to and the
 * presets of the default method. The quick deposit itself (its slice, its submit saga, its card
 * fields) is a lazily loaded feature: route.ts.
 */
export const QUICK_DEPOSIT_FORM: AmountForm = 'quickDeposit';

/** The quick deposit's heading: where the home's 'Deposit now' leads. */
export const QUICK_DEPOSIT_HEADING_ID = 'quick-deposit-title';

/** The presets that go with the default method. */
export const presetMethodFor = (fundingMethod: 'cc' | 'ach'): PresetMethod =>
  fundingMethod === 'cc' ? 'creditCard' : 'ach';
