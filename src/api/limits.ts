import * as v from 'valibot';
import { get } from './client';
import { type FundingMethodType, LimitRecord } from './types';

/** Deposit limits for cards ('cc') or bank accounts ('ach'): one record per method, plus id 0. */
export function fetchLimits(type: FundingMethodType) {
  return get(`/availablelimit/type/${type}`, { schema: v.array(LimitRecord) });
}
