import { TermsScreen } from './views/TermsScreen';

/** The terms route's feature: the screen only; the estimator keeps its inputs in React state. */
export const name = 'terms';
export const Screen = TermsScreen;
