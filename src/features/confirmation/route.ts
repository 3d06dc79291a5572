import { confirmationSaga } from './confirmationSaga';
import { confirmationSlice } from './confirmationSlice';
import { ConfirmationScreen } from './views/ConfirmationScreen';

/**
 * The confirmation's feature: the screen, its loading and what it loaded; the transaction completed
 * in this page is the shared transaction slice's.
 */
export const name = 'confirmation';
export const slices = [confirmationSlice];
export const saga = confirmationSaga;
export const Screen = ConfirmationScreen;
