import { errorPageSaga } from './errorPageSaga';
import { errorPageSlice } from './errorPageSlice';
import { ErrorPageScreen } from './views/ErrorPageScreen';

/** The error page's feature (#/error, after a failed bank-link deposit). */
export const name = 'error-page';
export const slices = [errorPageSlice];
export const saga = errorPageSaga;
export const Screen = ErrorPageScreen;
