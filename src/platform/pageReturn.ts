/**
 * Calls back when the person comes back to this page: its window takes the focus again (a
 * window it opened was closed or left) or the page shows again (a phone's tab switched back).
 * Returns a stop function.
 */
export function subscribeToReturns(listener: () => void): () => void {
  const onVisibility = () => {
    if (document.visibilityState === 'visible') listener();
  };
  window.addEventListener('focus', listener);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    window.removeEventListener('focus', listener);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
