import * as v from 'valibot';
import { get } from './client';
import { balancePath } from './wire';

export const BalanceResponse = v.object({ amount: v.string() });
export type BalanceResponse = v.InferOutput<typeof BalanceResponse>;
export type BalanceType = 'current' | 'available';

export function fetchBalance(type: BalanceType) {
  return get(balancePath(type), { schema: BalanceResponse });
}
