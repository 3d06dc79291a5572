import type { FundingSourcesState } from '@/domain/funding-sources/fundingSourcesSlice';
import { selectDefaultMethod } from '@/domain/funding-sources/selectors';
import type { MarkDefaultState, MarkDefaultTarget } from './markDefaultSlice';

type WithMarkDefault = { markDefault: MarkDefaultState; fundingSources: FundingSourcesState };

const same = (a: MarkDefaultTarget | null, b: MarkDefaultTarget) =>
  a !== null && a.fundingMethod === b.fundingMethod && a.fundingMethodId === b.fundingMethodId;

export const selectIsDefault = (state: WithMarkDefault, target: MarkDefaultTarget) => {
  const current = selectDefaultMethod(state);
  return (
    current?.fundingMethod === target.fundingMethod &&
    current.fundingMethodId === target.fundingMethodId
  );
};

/** 'default' | 'saving' (this one) | 'blocked' (another is being saved) | 'idle'. */
export const selectMarkDefaultStatus = (state: WithMarkDefault, target: MarkDefaultTarget) => {
  if (selectIsDefault(state, target)) return 'default' as const;
  const { pending } = state.markDefault;
  if (same(pending, target)) return 'saving' as const;
  return pending ? ('blocked' as const) : ('idle' as const);
};

export const selectMarkDefaultFailure = (state: WithMarkDefault, target: MarkDefaultTarget) => {
  const { failure } = state.markDefault;
  return failure && same(failure, target) ? failure.message : null;
};
