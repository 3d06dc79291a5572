import { get } from './client';
import { LinkToken } from './types';

/** 1 in the iOS app, 2 in the Android app; absent on the web. */
export type DeviceId = 1 | 2;

/** The token that opens the bank-linking flow. */
export function fetchLinkToken(deviceId?: DeviceId) {
  return get('/plaid-token', {
    schema: LinkToken,
    ...(deviceId === undefined ? {} : { query: { deviceId: String(deviceId) } }),
  });
}
