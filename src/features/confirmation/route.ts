import { ConfirmationScreen } from './views/ConfirmationScreen';

/** The confirmation chunk: the screen only; its state is the shared transaction slice's. */
export const name = 'confirmation';
export const Screen = ConfirmationScreen;
