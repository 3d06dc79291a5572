import * as v from 'valibot';
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

/**
 * The answer to a save: the default now stored or, when nothing was stored (an empty result),
 * the server's messages; their texts are what the person reads (spec section 8).
 */
const SaveDefaultAnswer = v.intersect([
  DefaultMethod,
  v.object({
    messages: v.nullish(v.array(v.object({ text: v.nullish(v.string(), '') })), []),
  }),
]);

/** Answers with the default now stored, or an empty result and messages. */
export function saveDefaultMethod({ fundingMethod, fundingMethodId }: DefaultMethodChoice) {
  return send('PUT', PATH, { schema: SaveDefaultAnswer, body: { fundingMethod, fundingMethodId } });
}
