import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DefaultMethod, FundingMethodType } from '@/api/types';

/** The card or bank account to become the default funding method. */
export interface MarkDefaultTarget {
  fundingMethod: FundingMethodType;
  fundingMethodId: number;
}

/**
 * idle -> pending (the id being changed) -> idle, with a failure kept for that id. On success
 * the default itself lives in fundingSources.defaultMethod, which the saga sets first.
 */
export interface MarkDefaultState {
  pending: MarkDefaultTarget | null;
  failure: (MarkDefaultTarget & { message: string }) | null;
}

const initialState: MarkDefaultState = { pending: null, failure: null };

export const markDefaultSlice = createSlice({
  name: 'markDefault',
  initialState,
  reducers: {
    requested(state, action: PayloadAction<MarkDefaultTarget>) {
      state.pending = action.payload;
      state.failure = null;
    },
    /** The server's answer: the default now stored (it may differ from the one requested). */
    succeeded(
      state,
      _action: PayloadAction<{ requested: MarkDefaultTarget; saved: DefaultMethod }>,
    ) {
      state.pending = null;
    },
    /** message null: a popup says it (an expired session). */
    failed(state, action: PayloadAction<{ requested: MarkDefaultTarget; message: string | null }>) {
      const { requested, message } = action.payload;
      state.pending = null;
      state.failure = message === null ? null : { ...requested, message };
    },
  },
});

export const {
  requested: markDefaultRequested,
  succeeded: markDefaultSucceeded,
  failed: markDefaultFailed,
} = markDefaultSlice.actions;

export const MARK_DEFAULT_FAILURE = 'Something went wrong';
