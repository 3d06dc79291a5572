import { createContext, useContext } from 'react';

/**
 * Whether the form around is being submitted (SubmitForm provides it): 'open' until it is sent;
 * 'sending' while its answer is awaited; 'waitingLong' once that wait has gone on long enough to
 * say so. While sent, its fields keep their values and cannot change: text inputs become
 * read-only; buttons, selects, radios and checkboxes disabled. The store refuses the edits too;
 * this shows the lock.
 */
export type FormLock = 'open' | 'sending' | 'waitingLong';

export const FormLockContext = createContext<FormLock>('open');

export const useFormLocked = () => useContext(FormLockContext) !== 'open';

/** The form's answer is late: the submit area says to wait and not press again. */
export const useWaitingLong = () => useContext(FormLockContext) === 'waitingLong';
