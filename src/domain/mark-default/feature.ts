import { markDefaultSaga } from './markDefaultSaga';

/**
 * Marking a default is done on the card and ACH screens only, so its saga is injected with
 * theirs (each names it in `uses`); its slice stays shared,
 * since the home and the funding sources follow the saved default.
 */
export const markDefaultFeature = { name: 'markDefault', saga: markDefaultSaga };
