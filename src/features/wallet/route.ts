import { walletDepositSaga } from './walletDepositSaga';
import { WalletDepositScreen } from './views/WalletDepositScreen';

/** The wallet deposit's feature; its state is the shared amount and transaction slices. */
export const name = 'paypal-deposit';
export const saga = walletDepositSaga;
export const Screen = WalletDepositScreen;
