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
 * The one use of the native bridge in the first bundle, a session message to the iOS app, without
 * the bridge itself: outside the iOS app (every browser) the answer is false at once and nothing
 * is loaded; inside it the bridge comes in a chunk of its own. Whether the app took the message;
 * when false (also when the chunk cannot be loaded) the page shows its own popup.
 */
export function notifySessionMessage(reason: NativeSessionReason): boolean | Promise<boolean> {
  return isIosApp() ? tellIosApp(reason) : false;
}
