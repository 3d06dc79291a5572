import { reportError } from '@/lib/reportError';

/**
 * The window's errors that nothing caught (a script's, an event handler's) and promise
 * rejections that nothing handled reach the reporting seam. Returns the function that stops.
 */
export function reportUncaughtErrors(): () => void {
  const onError = (event: ErrorEvent) => reportError('window error', event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) =>
    reportError('unhandled rejection', event.reason);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
