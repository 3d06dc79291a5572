import { createContext, useContext } from 'react';

/**
 * True while the form around is being submitted (SubmitForm provides it): its fields keep
 * their values and cannot change. Text inputs become read-only; buttons, selects, radios and
 * checkboxes disabled. The store refuses the edits too; this shows the lock.
 */
export const FormLockContext = createContext(false);

export const useFormLocked = () => useContext(FormLockContext);
