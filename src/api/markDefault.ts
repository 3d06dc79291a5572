import { get } from './client';
import { DEFAULT_METHOD_PATH } from './wire';
import { DefaultMethod } from './types';

/*
 * Reading the default is the deposit home's; saving it is the card and ACH screens' alone
 * (api/saveDefaultMethod.ts): webpack keeps every export of a module wherever the module goes,
 * so the save and its answer's schema would ride in the home's download.
 */

export function fetchDefaultMethod() {
  return get(DEFAULT_METHOD_PATH, { schema: DefaultMethod });
}
