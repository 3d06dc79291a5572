import { logError } from './log';
import { maskNumbersInText, maskSensitive } from './sanitize';

/**
 * The one error-reporting seam: the window's uncaught errors and rejections, React's root error
 * callbacks, the error boundaries and the sagas' caught failures all reach reportError. It logs
 * to the console, as logError does, and hands a scrubbed report to the reporter a deployment
 * plugs in (setErrorReporter; none by default: docs/deploy.md).
 */

export interface ErrorReport {
  /** Where it was caught: 'window error', 'render', 'saga card', ... */
  context: string;
  name: string;
  message: string;
  stack: string | null;
  /** React's component stack, for errors thrown while rendering. */
  componentStack: string | null;
  /** The error's own fields (a status, a kind), masked as the DevTools sanitizers mask. */
  detail: Record<string, unknown>;
}

export type ErrorReporter = (report: ErrorReport) => void;

let reporter: ErrorReporter | null = null;

/** Plugs a reporter in (null takes it out). It receives every report, already scrubbed. */
export function setErrorReporter(next: ErrorReporter | null): void {
  reporter = next;
}

/** An error seen by two seams (an error boundary and React's onCaughtError) is reported once. */
const reported = new WeakSet<object>();

function scrubbed(context: string, error: unknown, componentStack?: string | null): ErrorReport {
  const isError = error instanceof Error;
  const text = (value: string | null | undefined) =>
    value === null || value === undefined ? null : maskNumbersInText(value);
  const detail =
    typeof error === 'object' && error !== null ? maskSensitive({ ...error }) : ({} as object);
  return {
    context,
    name: isError ? error.name : typeof error,
    message: text(isError ? error.message : String(error)) ?? '',
    stack: text(isError ? error.stack : null),
    componentStack: text(componentStack),
    detail: detail as Record<string, unknown>,
  };
}

export function reportError(context: string, error: unknown, componentStack?: string | null) {
  if (typeof error === 'object' && error !== null) {
    if (reported.has(error)) return;
    reported.add(error);
  }
  logError(context, error);
  if (reporter === null) return;
  try {
    reporter(scrubbed(context, error, componentStack));
  } catch {
    // A failing reporter must not break the page it reports on.
  }
}
