import type { ComponentType } from 'react';
import { paths } from '@/config/paths';
import { PlaceholderScreen } from '@/components/PlaceholderScreen';
import { DepositHome } from '@/features/deposit-home/views/DepositHome';

const placeholder = (title: string): ComponentType =>
  function Placeholder() {
    return <PlaceholderScreen title={title} />;
  };

/** Every route of the app; the not-found page catches the rest (see App). */
export const routes: { path: string; Screen: ComponentType }[] = [
  { path: paths.home, Screen: DepositHome },
  { path: paths.deposit, Screen: DepositHome },
  { path: paths.cardFunding, Screen: placeholder('Credit/Debit Card Funding') },
  { path: paths.achFunding, Screen: placeholder('ACH Funding') },
  { path: paths.newCard, Screen: placeholder('Add New Card') },
  { path: paths.newCardShort, Screen: placeholder('Add New Card') },
  { path: paths.paypalDeposit, Screen: placeholder('Paypal Funding') },
  { path: paths.plaidFunding, Screen: placeholder('Instant Bank Verification') },
  { path: paths.withdraw, Screen: placeholder('Select Withdrawal Method') },
  { path: paths.paypalWithdraw, Screen: placeholder('Paypal Funding') },
  { path: paths.achWithdraw, Screen: placeholder('Xpressfund/ACH Withdrawal') },
  { path: paths.checkWithdraw, Screen: placeholder('Check Issued by the provider') },
  { path: paths.confirmation, Screen: placeholder('Transaction Successful') },
  { path: paths.terms, Screen: placeholder('Terms and Conditions') },
  { path: paths.error, Screen: placeholder('Error') },
];
