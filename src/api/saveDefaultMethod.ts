import * as v from 'valibot';
import { send } from './client';
import { DEFAULT_METHOD_PATH } from './wire';
import { defaultMethodEntries, record, type FundingMethodType } from './types';

export interface DefaultMethodChoice {
  fundingMethod: FundingMethodType;
  fundingMethodId: number;
}

/**
 * The answer to a save: the default now stored or, when nothing was stored (an empty result),
 * the server's messages; their texts are what the person reads (spec section 8). One object
 * schema rather than DefaultMethod intersected with the messages: valibot's intersect would ride
 * in the home's download, as valibot's module is there with every function any screen uses.
 */
const SaveDefaultAnswer = v.pipe(
  record,
  v.object({
    ...defaultMethodEntries,
    messages: v.nullish(v.array(v.object({ text: v.nullish(v.string(), '') })), []),
  }),
);

/** Answers with the default now stored, or an empty result and messages. */
export function saveDefaultMethod({ fundingMethod, fundingMethodId }: DefaultMethodChoice) {
  return send('PUT', DEFAULT_METHOD_PATH, {
    schema: SaveDefaultAnswer,
    body: { fundingMethod, fundingMethodId },
  });
}
