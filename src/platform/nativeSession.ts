import { logError } from '@/lib/log';
import { isIosApp } from './cookies';
import type { NativeSessionReason } from './nativeBridge';

async function tellIosApp(reason: NativeSessionReason): Promise<boolean> {
  try {
    const bridge = await import(/* webpackChunkName: "native-bridge" */ './nativeBridge');
    return bridge.notifySessionMessage(reason);
  } catch (error) {
    logError('native bridge', error);
    return false;
  }
}

/**
 * A session message to the iOS app, sent on any screen without the bridge itself: outside the
 * iOS app (every browser) the answer is false at once and nothing is loaded; inside it the bridge
 * is loaded for the message. Whether the app took the message; when false (also when the bridge
 * cannot be loaded) the page shows its own popup.
 */
export function notifySessionMessage(reason: NativeSessionReason): boolean | Promise<boolean> {
  return isIosApp() ? tellIosApp(reason) : false;
}
