import { createContext } from 'react';

/**
 * True in the compact layout (phones and the quick-deposit frame, spec section 4): text fields
 * have floating labels. The app shell provides it from the store; it lives apart from FieldBox
 * so the shell does not carry the field code into the first bundle.
 */
export const FloatingLabelsContext = createContext(false);
