import * as v from 'valibot';
import { send } from './client';

/**
 * The answer to every POST (here, not in types.ts: only a submit reads it, so it stays out of
 * the home's download). errorCode 0 is success; otherwise errorMessage is shown. On a
 * wallet deposit's success errorMessage is the provider's redirect address.
 */
export const TransactionResponse = v.object({
  errorCode: v.number(),
  errorMessage: v.nullish(v.string(), ''),
});
export type TransactionResponse = v.InferOutput<typeof TransactionResponse>;

/** Every money-moving call is a POST answered by {errorCode, errorMessage}; never retried. */
export function postTransaction(path: string, body: object) {
  return send('POST', path, { schema: TransactionResponse, body });
}
