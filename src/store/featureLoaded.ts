import { createAction } from '@reduxjs/toolkit';

/** A lazily loaded screen's slices were injected; the reducers add their initial state. */
export const featureLoaded = createAction<{ name: string }>('app/featureLoaded');
