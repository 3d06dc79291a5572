import * as v from 'valibot';
import { get } from './client';
import { limitsPath } from './wire';
import { type FundingMethodType, LimitRecord } from './types';

/** Deposit limits for cards ('cc') or bank accounts ('ach'): one record per method, plus id 0. */
export function fetchLimits(type: FundingMethodType) {
  return get(limitsPath(type), { schema: v.array(LimitRecord) });
}
