import { createAction, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/domain/rootReducer';
import type { Cents } from '@/lib/money';

/** What the failed attempt left in session storage, so the page survives a reload. */
export interface ErrorPageState {
  loaded: boolean;
  cents: Cents | null;
  message: string | null;
}

const initialErrorPageState: ErrorPageState = { loaded: false, cents: null, message: null };

export const errorPageSlice = createSlice({
  name: 'errorPage',
  initialState: initialErrorPageState,
  reducers: {
    /** Before reading what was stored (the saga answers 'errorPage/opened', which changes no state). */
    cleared() {
      return initialErrorPageState;
    },
    loaded(_state, action: PayloadAction<{ cents: Cents | null; message: string | null }>) {
      return { loaded: true, ...action.payload };
    },
  },
});

declare module '@/domain/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof errorPageSlice> {}
}

/** Joins the store when its screen is loaded; until then its selectors read the initial state. */
export const injectedErrorPageSlice = errorPageSlice.injectInto(rootReducer);

/** The error page opened. */
export const errorPageOpened = createAction('errorPage/opened');

export const { cleared: errorPageCleared, loaded: errorPageLoaded } = errorPageSlice.actions;

/** 'Review Information' was pressed. */
export const reviewInformationPressed = createAction('errorPage/reviewInformationPressed');

export const selectErrorPage = injectedErrorPageSlice.selectSlice;
