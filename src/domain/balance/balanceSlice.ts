import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Cents } from '@/lib/money';

export type BalanceKind = 'current' | 'available';
export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface BalanceEntry {
  status: LoadStatus;
  cents: Cents | null;
  /** The HTTP status (null: no answer) of the last failed load; null once asked for again. */
  failure: { status: number | null } | null;
}

export interface BalanceState {
  current: BalanceEntry;
  available: BalanceEntry;
}

const idle: BalanceEntry = { status: 'idle', cents: null, failure: null };
const initialState: BalanceState = { current: idle, available: idle };

export const balanceSlice = createSlice({
  name: 'balance',
  initialState,
  reducers: {
    /** The person asked again (Try again): those of these balances that failed are fetched. */
    retryPressed(_state, _action: PayloadAction<{ kinds: BalanceKind[] }>) {},
    requested(state, action: PayloadAction<{ kind: BalanceKind }>) {
      state[action.payload.kind].status = 'loading';
      state[action.payload.kind].failure = null;
    },
    loaded(state, action: PayloadAction<{ kind: BalanceKind; cents: Cents }>) {
      state[action.payload.kind] = { status: 'loaded', cents: action.payload.cents, failure: null };
    },
    failed(state, action: PayloadAction<{ kind: BalanceKind; status: number | null }>) {
      const { kind, status } = action.payload;
      state[kind] = { status: 'failed', cents: null, failure: { status } };
    },
  },
});

export const {
  requested: balanceRequested,
  retryPressed: balanceRetryPressed,
  loaded: balanceLoaded,
  failed: balanceFailed,
} = balanceSlice.actions;
