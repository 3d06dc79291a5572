import { markDefaultSaga } from './markDefaultSaga';

/**
 * Marking a default is done on the card and ACH screens only, so its saga comes with their
 * chunks (each names it in `uses`) rather than in the first bundle; its slice stays shared,
 * since the home and the funding sources follow the saved default.
 */
export const markDefaultFeature = { name: 'markDefault', saga: markDefaultSaga };
