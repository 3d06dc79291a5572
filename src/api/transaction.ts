import { send } from './client';
import { TransactionResponse } from './types';

/** Every money-moving call is a POST answered by {errorCode, errorMessage}; never retried. */
export function postTransaction(path: string, body: object) {
  return send('POST', path, { schema: TransactionResponse, body });
}
