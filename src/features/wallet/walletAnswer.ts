/**
 * What the wallet provider's return says (decisions sections 2 and 6), from every value of its
 * `success` and `error` flags in either query: 'approved' for `success=true`, 'declined' for
 * `error=true`, 'unclear' when they disagree (success with error, or `success=true` beside any
 * other `success` value), null when neither flag says anything. Only the exact value 'true'
 * claims.
 */
export type WalletAnswer = 'approved' | 'declined' | 'unclear' | null;

export function walletAnswer(success: readonly string[], error: readonly string[]): WalletAnswer {
  const approved = success.includes('true');
  const declined = error.includes('true');
  if (approved && (declined || success.some((value) => value !== 'true'))) return 'unclear';
  if (declined) return 'declined';
  return approved ? 'approved' : null;
}
