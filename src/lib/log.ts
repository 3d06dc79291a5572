/**
 * The one logging seam. Messages must never carry card, account, routing or check numbers,
 * CVVs or tokens: callers log error names and statuses, not payloads.
 */
export function logError(context: string, error: unknown): void {
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  console.error(`[xpressfunding] ${context}: ${detail}`);
}
