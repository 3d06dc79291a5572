import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Cents } from '@/lib/money';

export type BalanceKind = 'current' | 'available';
export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface BalanceEntry {
  status: LoadStatus;
  cents: Cents | null;
}

export interface BalanceState {
  current: BalanceEntry;
  available: BalanceEntry;
}

const idle: BalanceEntry = { status: 'idle', cents: null };
const initialState: BalanceState = { current: idle, available: idle };

export const balanceSlice = createSlice({
  name: 'balance',
  initialState,
  reducers: {
    requested(state, action: PayloadAction<{ kind: BalanceKind }>) {
      state[action.payload.kind].status = 'loading';
    },
    loaded(state, action: PayloadAction<{ kind: BalanceKind; cents: Cents }>) {
      state[action.payload.kind] = { status: 'loaded', cents: action.payload.cents };
    },
    failed(state, action: PayloadAction<{ kind: BalanceKind; status: number | null }>) {
      state[action.payload.kind] = { status: 'failed', cents: null };
    },
  },
});

export const {
  requested: balanceRequested,
  loaded: balanceLoaded,
  failed: balanceFailed,
} = balanceSlice.actions;
