import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Arrival } from '@/platform/navigation';

/**
 * The current in-app location, mirrored from the hash. The router renders from here, so a
 * Redux DevTools replay shows the screen the user saw.
 */
export interface LocationState {
  pathname: string;
  search: string;
  /** How the person came here: first load, forward to a new entry, or Back/Forward. */
  arrival: Arrival;
  /** Counts the changes, so a screen settles (scroll, focus) once per arrival. */
  visit: number;
}

const initialState: LocationState = { pathname: '/', search: '', arrival: 'load', visit: 0 };

export interface LocationChange {
  pathname: string;
  search: string;
  /** The path left behind ('' on first load): the event carries it so a replay needs no history. */
  previousPathname: string;
  /** 'new' when absent. */
  arrival?: Arrival;
}

export const locationSlice = createSlice({
  name: 'location',
  initialState,
  reducers: {
    changed(state, action: PayloadAction<LocationChange>) {
      state.pathname = action.payload.pathname;
      state.search = action.payload.search;
      state.arrival = action.payload.arrival ?? 'new';
      state.visit += 1;
    },
  },
});

export const locationChanged = locationSlice.actions.changed;

/**
 * The person pressed or focused a link to an in-app path: its screen can be readied before the
 * click lands, so it renders at once rather than behind a loader.
 */
export const linkIntended = createAction<{ pathname: string }>('location/linkIntended');

/** The person moved to another screen (a change of query alone is the same screen). */
export const isScreenLeft = (action: unknown) =>
  locationChanged.match(action) && action.payload.pathname !== action.payload.previousPathname;

type WithLocation = { location: LocationState };
export const selectLocation = (state: WithLocation) => state.location;
export const selectArrival = (state: WithLocation) => state.location.arrival;
export const selectVisit = (state: WithLocation) => state.location.visit;
export const selectPathname = (state: WithLocation) => state.location.pathname;
export const selectSearchParam = (state: WithLocation, name: string) =>
  new URLSearchParams(state.location.search).get(name);
