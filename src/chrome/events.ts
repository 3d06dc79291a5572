import { createAction } from '@reduxjs/toolkit';

/** The member menu's Logout: the chrome saga removes the sign-on cookie and leaves. */
export const logoutClicked = createAction('chrome/logoutClicked');
/** A link leaving the app was followed: the saga reports it, then opens it. */
export const outboundLinkClicked = createAction<{ url: string; newTab: boolean }>(
  'chrome/outboundLinkClicked',
);
