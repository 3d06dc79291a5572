import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * The current in-app location, mirrored from the hash. The router renders from here, so a
 * Redux DevTools replay shows the screen the user saw.
 */
export interface LocationState {
  pathname: string;
  search: string;
}

const initialState: LocationState = { pathname: '/', search: '' };

export interface LocationChange extends LocationState {
  /** The path left behind ('' on first load): the event carries it so a replay needs no history. */
  previousPathname: string;
}

export const locationSlice = createSlice({
  name: 'location',
  initialState,
  reducers: {
    changed(state, action: PayloadAction<LocationChange>) {
      state.pathname = action.payload.pathname;
      state.search = action.payload.search;
    },
  },
});

export const locationChanged = locationSlice.actions.changed;

type WithLocation = { location: LocationState };
export const selectLocation = (state: WithLocation) => state.location;
export const selectPathname = (state: WithLocation) => state.location.pathname;
export const selectSearchParam = (state: WithLocation, name: string) =>
  new URLSearchParams(state.location.search).get(name);
