import { createAction } from '@reduxjs/toolkit';

/**
 * The app's own events, which features answer: the one part of app/ that features may import
 * (eslint.config.mjs).
 */

/** Dispatched once when the app boots, after the location is known; load sagas start from it. */
export const appStarted = createAction('app/started');
