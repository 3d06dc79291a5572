import { get, send } from './client';
import { DefaultMethod, type FundingMethodType } from './types';

export type { DefaultMethod } from './types';

const PATH = '/user/mark-as-default';

export function fetchDefaultMethod() {
  return get(PATH, { schema: DefaultMethod });
}

export interface DefaultMethodChoice {
  fundingMethod: FundingMethodType;
  fundingMethodId: number;
}

/** Answers with the default now stored. */
export function saveDefaultMethod({ fundingMethod, fundingMethodId }: DefaultMethodChoice) {
  return send('PUT', PATH, { schema: DefaultMethod, body: { fundingMethod, fundingMethodId } });
}
