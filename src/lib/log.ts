import { maskNumbersInText } from './sanitize';

/**
 * The console's line for an error. Messages must never carry card, account, routing or check
 * numbers, CVVs or tokens: callers log error names and statuses, not payloads, and a long number
 * that slipped into a message is masked. reportError.ts reports errors through it.
 */
export function logError(context: string, error: unknown): void {
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  console.error(`[xpressfunding] ${context}: ${maskNumbersInText(detail)}`);
}
