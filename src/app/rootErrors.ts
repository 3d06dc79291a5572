import type { RootOptions } from 'react-dom/client';
import { reportError } from '@/lib/reportError';

/**
 * React's root error callbacks, all to the one reporting seam: a render error no boundary caught
 * (the page is gone), one a boundary caught (its part shows a failure; reported once, with the
 * boundary's own report), and one React recovered from (a hydration mismatch).
 */
export const ROOT_ERROR_CALLBACKS = {
  onUncaughtError: (error, info) => reportError('uncaught render', error, info.componentStack),
  onCaughtError: (error, info) => reportError('render', error, info.componentStack),
  onRecoverableError: (error, info) => reportError('recovered render', error, info.componentStack),
} satisfies RootOptions;
