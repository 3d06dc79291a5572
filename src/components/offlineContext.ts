import { createContext } from 'react';

/**
 * The id of the offline line while the page is offline (issue 28 item 11), else null: every
 * submit button is then disabled and described by that line.
 */
export const OfflineContext = createContext<string | null>(null);
