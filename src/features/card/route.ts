import { markDefaultFeature } from '@/domain/mark-default/feature';
import { cardSaga } from './cardSaga';
import { cardSlice } from './cardSlice';
import { CardFundingScreen } from './views/CardFundingScreen';

/** The card screen's feature: existing mode and the two new-card routes share it. */
export const name = 'card';
export const slices = [cardSlice];
export const uses = [markDefaultFeature];
export const saga = cardSaga;
export const Screen = CardFundingScreen;
