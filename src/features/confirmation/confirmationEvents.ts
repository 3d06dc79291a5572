import { createAction } from '@reduxjs/toolkit';

/** The confirmation screen opened. */
export const confirmationOpened = createAction('confirmation/opened');
