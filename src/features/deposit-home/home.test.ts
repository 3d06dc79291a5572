import {
  fundingSourceLoaded,
  fundingSourcesSlice,
} from '@/domain/funding-sources/fundingSourcesSlice';
import { selectQuickDepositSources } from './home';

/** A selector used by a view returns the same value for the same state (no re-render loop). */
describe('what the home loads, for its load-failure message', () => {
  const withDefault = (fundingMethod: 'cc' | 'ach' | null) => ({
    fundingSources: fundingSourcesSlice.reducer(
      undefined,
      fundingSourceLoaded({
        key: 'defaultMethod',
        data: { fundingMethod, fundingMethodId: fundingMethod ? 101 : null },
      }),
    ),
  });

  it.each(['cc', 'ach', null] as const)('is one array per default method (%s)', (method) => {
    const state = withDefault(method);
    expect(selectQuickDepositSources(state)).toBe(selectQuickDepositSources(state));
    expect(selectQuickDepositSources(withDefault(method))).toBe(selectQuickDepositSources(state));
  });

  it('names the default method and its own sources', () => {
    expect(selectQuickDepositSources(withDefault('cc'))).toEqual([
      'defaultMethod',
      'presets',
      'cards',
      'ccLimits',
      'customer',
    ]);
    expect(selectQuickDepositSources(withDefault('ach'))).toEqual([
      'defaultMethod',
      'presets',
      'achAccounts',
      'achLimits',
    ]);
  });
});
