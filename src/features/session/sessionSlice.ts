import { createAction } from '@reduxjs/toolkit';

/** Dispatched once when the app boots, after the location is known; load sagas start from it. */
export const appStarted = createAction('app/started');
