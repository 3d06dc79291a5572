import { selectAmount, type AmountState } from '@/domain/amount/amountSlice';
import type { ContextState } from '@/domain/context/contextSlice';
import { injectedBankLinkSlice, type BankLinkState } from './bankLinkSlice';
import { BANK_LINK_MESSAGES } from './messages';

/** The slice joins the store with the bank-link screens: before that, it reads as its initial state. */
type WithBankLink = { bankLink?: BankLinkState };

export const selectBankLink = injectedBankLinkSlice.selectSlice;

/** In the iOS and Android apps the native side links banks; the page never loads Link there. */
export const selectIsNativeApp = (state: { context: ContextState }) =>
  state.context.iosApp || state.context.androidApp;
export const selectLinkToken = (state: WithBankLink) => selectBankLink(state).linkToken;

/** Neither a token nor Link on the page can be had now: the screen offers the ways that remain. */
export const selectLinkUnavailable = (state: WithBankLink & { context: ContextState }) => {
  const { tokenStatus, linkStatus } = selectBankLink(state);
  if (tokenStatus === 'failed') return true;
  return !selectIsNativeApp(state) && linkStatus === 'unavailable';
};

/**
 * Why Next is disabled, or null: it needs an amount and a token, and on the web a ready Link.
 * In the native apps the token is enough: the app links the bank, not Plaid's web script.
 */
export const selectNextBlock = (
  state: WithBankLink & { amount: AmountState; context: ContextState },
): string | null => {
  if (selectAmount(state, 'bankLink').cents === null) return BANK_LINK_MESSAGES.enterAmount;
  if (selectLinkUnavailable(state)) return BANK_LINK_MESSAGES.unavailable;
  const { tokenStatus, linkStatus } = selectBankLink(state);
  if (tokenStatus !== 'loaded') return BANK_LINK_MESSAGES.loading;
  if (selectIsNativeApp(state)) return null;
  return linkStatus === 'ready' ? null : BANK_LINK_MESSAGES.loading;
};
