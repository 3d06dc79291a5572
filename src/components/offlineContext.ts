import { createContext } from 'react';

/**
 * The id of the offline line while the page is offline, else null: every submit button is then
 * disabled and says why beside it.
 */
export const OfflineContext = createContext<string | null>(null);
