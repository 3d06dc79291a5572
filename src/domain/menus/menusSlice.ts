import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { locationChanged } from '@/domain/location/locationSlice';

/**
 * The chrome's disclosure menus (src/chrome shows them; their state is one of the root
 * reducer's slices, so it sits in the domain, below the chrome). One dropdown is open at a time;
 * the collapsed site navigation of narrow screens ('siteNav') holds dropdowns of its own, so it
 * has its own flag.
 */
export type MenuId = 'member' | 'rewards' | 'handicapping' | 'needHelp' | 'siteNav';

export interface MenusState {
  open: Exclude<MenuId, 'siteNav'> | null;
  siteNavOpen: boolean;
}

const initialState: MenusState = { open: null, siteNavOpen: false };

export const menusSlice = createSlice({
  name: 'menus',
  initialState,
  reducers: {
    toggled(state, action: PayloadAction<{ menu: MenuId }>) {
      const { menu } = action.payload;
      if (menu === 'siteNav') state.siteNavOpen = !state.siteNavOpen;
      else state.open = state.open === menu ? null : menu;
    },
    /** Escape in a menu, a link chosen in it, or a click outside it: that menu only. */
    closed(state, action: PayloadAction<{ menu: MenuId }>) {
      const { menu } = action.payload;
      if (menu === 'siteNav') state.siteNavOpen = false;
      else if (state.open === menu) state.open = null;
    },
  },
  extraReducers: (builder) => {
    // A new page starts with every menu closed.
    builder.addCase(locationChanged, () => initialState);
  },
});

export const { toggled: menuToggled, closed: menuClosed } = menusSlice.actions;

type WithMenus = { menus: MenusState };
export const selectMenus = (state: WithMenus) => state.menus;
export const selectIsMenuOpen = (state: WithMenus, menu: MenuId) => {
  const menus = selectMenus(state);
  return menu === 'siteNav' ? menus.siteNavOpen : menus.open === menu;
};
