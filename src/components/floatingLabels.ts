import { createContext } from 'react';

/**
 * True in the compact layout (phones and the quick-deposit frame, spec section 4): text fields
 * have floating labels. The app shell provides it from the store; the fields read it.
 */
export const FloatingLabelsContext = createContext(false);
