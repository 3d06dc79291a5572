import { createAction } from '@reduxjs/toolkit';

/**
 * The app's own events (its start, a restore from the back/forward cache, a window the frame
 * opened), which the domain and the features answer; in src/store, below both
 * (eslint.config.mjs).
 */

/** Dispatched once when the app boots, after the location is known; load sagas start from it. */
export const appStarted = createAction('app/started');

/**
 * The browser restored the page from its back/forward cache: an arrival, as a load is (the
 * sign-on read again, a form left for a provider started afresh), dispatched while the browser
 * restores it, before its next frame.
 */
export const pageRestored = createAction('app/pageRestored');

/**
 * The quick-deposit frame opened a screen of the app in a window of its own (the wallet, bank
 * linking): what the person does there may change the balance out of the frame's sight.
 */
export const otherWindowOpened = createAction('app/otherWindowOpened');
