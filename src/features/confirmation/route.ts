import { confirmationSaga } from './confirmationSaga';
import { ConfirmationScreen } from './views/ConfirmationScreen';

/**
 * The confirmation chunk: the screen and its loading; the completed transaction it shows is
 * the shared transaction slice's.
 */
export const name = 'confirmation';
export const saga = confirmationSaga;
export const Screen = ConfirmationScreen;
