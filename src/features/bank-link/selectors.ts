import { selectAmount, type AmountState } from '@/features/amount/amountSlice';
import { injectedBankLinkSlice, type BankLinkState } from './bankLinkSlice';
import { BANK_LINK_MESSAGES } from './messages';

/** The slice arrives with the bank-link chunk: before that, it reads as its initial state. */
type WithBankLink = { bankLink?: BankLinkState };

export const selectBankLink = injectedBankLinkSlice.selectSlice;
export const selectLinkToken = (state: WithBankLink) => selectBankLink(state).linkToken;
export const selectOpenRequested = (state: WithBankLink) => selectBankLink(state).openRequested;

/**
 * Why Next is disabled, or null: it needs an amount and a ready Link (`linkReady` comes from
 * the Link hook on the screen).
 */
export const selectNextBlock = (
  state: WithBankLink & { amount: AmountState },
  linkReady: boolean,
): string | null => {
  if (selectAmount(state, 'bankLink').cents === null) return BANK_LINK_MESSAGES.enterAmount;
  const { tokenStatus } = selectBankLink(state);
  if (tokenStatus === 'failed') return BANK_LINK_MESSAGES.unavailable;
  return linkReady ? null : BANK_LINK_MESSAGES.loading;
};
