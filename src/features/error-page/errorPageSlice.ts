import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
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
    opened() {
      return initialErrorPageState;
    },
    loaded(_state, action: PayloadAction<{ cents: Cents | null; message: string | null }>) {
      return { loaded: true, ...action.payload };
    },
  },
});

export const { opened: errorPageOpened, loaded: errorPageLoaded } = errorPageSlice.actions;

/** 'Review Information' was pressed. */
export const reviewInformationPressed = createAction('errorPage/reviewInformationPressed');

type WithErrorPage = { errorPage?: ErrorPageState };
export const selectErrorPage = (state: WithErrorPage) => state.errorPage ?? initialErrorPageState;
