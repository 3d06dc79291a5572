import { logError } from '@/lib/log';
import { isIosApp } from './cookies';
import type { NativeSessionReason } from './nativeBridge';

/**
 * The one use of the native bridge in the first bundle, a session message to the iOS app, without
 * the bridge itself: outside the iOS app (every browser) nothing is loaded; inside it the bridge
 * comes in a chunk of its own. Returns whether the app took the message; when false (also when
 * the chunk cannot be loaded) the page shows its own popup.
 */
export async function notifySessionMessage(reason: NativeSessionReason): Promise<boolean> {
  if (!isIosApp()) return false;
  try {
    const bridge = await import(/* webpackChunkName: "native-bridge" */ './nativeBridge');
    return bridge.notifySessionMessage(reason);
  } catch (error) {
    logError('native bridge', error);
    return false;
  }
}
