import { paypalDepositSaga } from './paypalDepositSaga';
import { PaypalDepositScreen } from './views/PaypalDepositScreen';

/** The wallet deposit's chunk; its state is the shared amount and transaction slices. */
export const name = 'paypal-deposit';
export const saga = paypalDepositSaga;
export const Screen = PaypalDepositScreen;
