import type { Saga } from 'redux-saga';
import { navigationSaga } from '@/features/navigation/navigationSaga';
import { balanceSaga } from '@/features/balance/balanceSaga';

/** Sagas of the screens in the first bundle; lazy screens bring their own (store.injectFeature). */
export const eagerSagas: Saga[] = [navigationSaga, balanceSaga];
