import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectFigureWait, selectHasFailedFigure, type FigureSource } from '../figures';
import { fundingSourcesRetryPressed } from '../fundingSourcesSlice';

/**
 * What a Deposit button says while a figure of the total is not known, and its Try again when
 * one failed: it asks again for the figures that failed (SubmitButton's figureWait, onRetry).
 */
export function useFigureWait(sources: readonly FigureSource[]) {
  const dispatch = useAppDispatch();
  const figureWait = useAppSelector((state) => selectFigureWait(state, sources));
  const failed = useAppSelector((state) => selectHasFailedFigure(state, sources));
  return {
    figureWait,
    onRetry: failed ? () => dispatch(fundingSourcesRetryPressed({ keys: [...sources] })) : null,
  };
}
