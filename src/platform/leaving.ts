/** Asks the browser to confirm leaving the page (reload, close, navigation). */
function confirmLeaving(event: BeforeUnloadEvent): void {
  event.preventDefault();
  // Older browsers read the confirmation from returnValue.
  event.returnValue = '';
}

/**
 * While a money POST awaits its answer, leaving the page asks first: the page that left could not
 * tell what happened to the money. Returns the function that lets the page go freely again. Held
 * only for the POST, so the back/forward cache keeps the page the rest of the time.
 */
export function confirmBeforeLeaving(): () => void {
  window.addEventListener('beforeunload', confirmLeaving);
  return () => window.removeEventListener('beforeunload', confirmLeaving);
}
