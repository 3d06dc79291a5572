import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DepositLink } from '@/platform/entry';

/**
 * Where the page runs: the native apps, the quick-deposit frame, a phone. Detected at boot
 * (platform/entry.ts) and on resizes (platform/device.ts), so screens read it from the store.
 */
export interface ContextState {
  iosApp: boolean;
  androidApp: boolean;
  quickDepositFrame: boolean;
  bankLinkEnabled: boolean;
  /**
   * The address the page opened with, when it is a return from a bank's OAuth page that bank
   * linking has not taken up yet (decisions section 6).
   */
  bankOAuthReturn: string | null;
  /**
   * A deposit link from the betting site (decisions section 6): its amount until a deposit form
   * takes it, and the main-site address the confirmation leads back to.
   */
  depositLink: DepositLink;
  mobile: boolean;
  /**
   * The browser is offline, or a load has just failed for the network: money
   * buttons are disabled until the connection is back.
   */
  offline: boolean;
  /**
   * The device remembers that this member had a quick deposit last time: until
   * the default method answers, a phone's home keeps the quick deposit's place above the methods.
   */
  hadQuickDeposit: boolean;
}

const initialState: ContextState = {
  iosApp: false,
  androidApp: false,
  quickDepositFrame: false,
  bankLinkEnabled: false,
  bankOAuthReturn: null,
  depositLink: { amount: null, returnTo: null },
  mobile: false,
  offline: false,
  hadQuickDeposit: false,
};

export const contextSlice = createSlice({
  name: 'context',
  initialState,
  reducers: {
    detected(_state, action: PayloadAction<ContextState>) {
      return action.payload;
    },
    deviceChanged(state, action: PayloadAction<{ mobile: boolean }>) {
      state.mobile = action.payload.mobile;
    },
    /** The browser went offline or online (or was asked again, with Try again). */
    connectivityChanged(state, action: PayloadAction<{ online: boolean }>) {
      state.offline = !action.payload.online;
    },
    /** A load failed for the network: as offline until the connection is back. */
    networkLost(state) {
      state.offline = true;
    },
    /** Bank linking took up the OAuth return: a later visit starts afresh. */
    bankOAuthReturnTaken(state) {
      state.bankOAuthReturn = null;
    },
    /** A transaction completed: the deposit link's amount is spent, no form takes it again. */
    linkAmountSpent(state) {
      state.depositLink.amount = null;
    },
    /** A wallet or bank-link round trip of this member came back with the link's address. */
    returnToRestored(state, action: PayloadAction<{ returnTo: string }>) {
      state.depositLink.returnTo = action.payload.returnTo;
    },
  },
});

export const {
  detected: contextDetected,
  deviceChanged,
  connectivityChanged,
  networkLost,
  bankOAuthReturnTaken,
  linkAmountSpent,
  returnToRestored,
} = contextSlice.actions;

type WithContext = { context: ContextState };
export const selectIsMobile = (state: WithContext) => state.context.mobile;
export const selectIsQuickDepositFrame = (state: WithContext) => state.context.quickDepositFrame;
export const selectIsIosApp = (state: WithContext) => state.context.iosApp;
export const selectIsAndroidApp = (state: WithContext) => state.context.androidApp;
export const selectIsBankLinkEnabled = (state: WithContext) => state.context.bankLinkEnabled;
export const selectIsOffline = (state: WithContext) => state.context.offline;
export const selectLinkAmount = (state: WithContext) => state.context.depositLink.amount;
export const selectReturnTo = (state: WithContext) => state.context.depositLink.returnTo;
export const selectBankOAuthReturn = (state: WithContext) => state.context.bankOAuthReturn;
/** Mobile and the frame share the compact layout: icon-only help links, floating labels. */
export const selectIsCompact = (state: WithContext) =>
  state.context.mobile || state.context.quickDepositFrame;
/** The header and footer are hidden in the frame and in the iOS app. */
export const selectShowsChrome = (state: WithContext) =>
  !state.context.quickDepositFrame && !state.context.iosApp;
