import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FailureKind } from '@/api/client';
import type {
  Address,
  BankAccount,
  Card,
  Customer,
  DefaultMethod,
  LimitRecord,
  Presets,
} from '@/api/types';
import { locationChanged } from '@/domain/location/locationSlice';

/** The account's data that several screens read: each is loaded once and shared. */
export interface SourceData {
  presets: Presets;
  cards: Card[];
  achAccounts: BankAccount[];
  ccLimits: LimitRecord[];
  achLimits: LimitRecord[];
  customer: Customer;
  billingAddress: Address;
  deliveryAddresses: Address[];
  defaultMethod: DefaultMethod;
}
export type SourceKey = keyof SourceData;

export type SourceStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export type SourceFailure = { kind: FailureKind; status: number | null };

export interface Source<T> {
  status: SourceStatus;
  data: T | null;
  failure: SourceFailure | null;
  /**
   * The failure of a call asked for ahead of need that came before anything needed the source
   * (the source is then idle): told if a screen of this page needs the source, else forgotten.
   */
  held: SourceFailure | null;
  /**
   * Asked for ahead of need and not yet needed by a screen of this page: a failure of its call is
   * then held (aheadMissed), not told.
   */
  ahead: boolean;
}

export type FundingSourcesState = { [K in SourceKey]: Source<SourceData[K]> };

const idle = { status: 'idle', data: null, failure: null, held: null, ahead: false } as const;
const initialState: FundingSourcesState = {
  presets: idle,
  cards: idle,
  achAccounts: idle,
  ccLimits: idle,
  achLimits: idle,
  customer: idle,
  billingAddress: idle,
  deliveryAddresses: idle,
  defaultMethod: idle,
};

export type LoadedPayload = { [K in SourceKey]: { key: K; data: SourceData[K] } }[SourceKey];

export const fundingSourcesSlice = createSlice({
  name: 'fundingSources',
  initialState,
  reducers: {
    /** A screen needs these; those already loaded or on the way are not fetched again. */
    needed(state, action: PayloadAction<{ keys: SourceKey[] }>) {
      // Needed now: a failure of a call asked for ahead counts from here on.
      for (const key of action.payload.keys) state[key].ahead = false;
    },
    /** These changed on the server (a new card, a limit used): fetched again even if loaded. */
    outdated(_state, _action: PayloadAction<{ keys: SourceKey[] }>) {},
    /**
     * Asked for ahead of need, to save a round trip later (the saved lists with the
     * default method): fetched if idle. A failure before any screen needs the source has no
     * effect (aheadMissed); the saga tells it when a screen needs the source on this page.
     */
    askedAhead(state, action: PayloadAction<{ keys: SourceKey[] }>) {
      for (const key of action.payload.keys) {
        if (state[key].status === 'idle') state[key].ahead = true;
      }
    },
    /** A source asked for ahead of need failed before anything needed it: idle, holding it. */
    aheadMissed(state, action: PayloadAction<{ key: SourceKey } & SourceFailure>) {
      const { key, kind, status } = action.payload;
      Object.assign(state[key], idle, { held: { kind, status } });
    },
    /** The person asked for a screen's figures again (Try again): those that failed are fetched. */
    retryPressed(_state, _action: PayloadAction<{ keys: readonly SourceKey[] }>) {},
    loadStarted(state, action: PayloadAction<{ keys: SourceKey[] }>) {
      for (const key of action.payload.keys) {
        state[key].status = 'loading';
        state[key].failure = null;
        state[key].held = null;
      }
    },
    loaded(state, action: PayloadAction<LoadedPayload>) {
      const { key, data } = action.payload;
      (state[key] as Source<SourceData[typeof key]>) = {
        status: 'loaded',
        data,
        failure: null,
        held: null,
        ahead: false,
      };
    },
    failed(state, action: PayloadAction<{ key: SourceKey } & SourceFailure>) {
      const { key, kind, status } = action.payload;
      state[key].status = 'failed';
      state[key].failure = { kind, status };
      state[key].held = null;
      state[key].ahead = false;
    },
  },
  extraReducers: (builder) => {
    builder
      // Another screen: what failed, told or held, is asked for again when that screen needs it.
      .addCase(locationChanged, (state, action) => {
        if (action.payload.pathname === action.payload.previousPathname) return;
        for (const source of Object.values(state)) {
          if (source.status === 'failed') Object.assign(source, idle);
          source.held = null;
        }
      });
  },
});

export const {
  needed: fundingSourcesNeeded,
  askedAhead: fundingSourcesAskedAhead,
  aheadMissed: fundingSourceAheadMissed,
  outdated: fundingSourcesOutdated,
  retryPressed: fundingSourcesRetryPressed,
  loadStarted: fundingSourcesLoadStarted,
  loaded: fundingSourceLoaded,
  failed: fundingSourceFailed,
} = fundingSourcesSlice.actions;
