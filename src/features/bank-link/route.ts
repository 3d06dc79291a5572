import { bankLinkSaga } from './bankLinkSaga';
import { bankLinkSlice } from './bankLinkSlice';
import { BankLinkScreen } from './views/BankLinkScreen';

/** The bank-linking feature: the screen with react-plaid-link, which no other screen uses. */
export const name = 'bank-link';
export const slices = [bankLinkSlice];
export const saga = bankLinkSaga;
export const Screen = BankLinkScreen;
