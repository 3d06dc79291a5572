import { markDefaultFeature } from '@/domain/mark-default/feature';
import { achSaga } from './achSaga';
import { achSlice } from './achSlice';
import { AchScreen } from './views/AchScreen';

/** The ACH feature: existing accounts and the new-account form. */
export const name = 'ach';
export const slices = [achSlice];
export const uses = [markDefaultFeature];
export const saga = achSaga;
export const Screen = AchScreen;
