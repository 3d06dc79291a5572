// Relative: webpack.config.ts reads this module (app/chooserRules.ts), without the '@/' alias.
import { MOBILE_MAX_WIDTH } from '../config/constants';

// Phones and tablets; iPadOS 13+ reports a desktop Safari agent and is caught by its touch points.
export const MOBILE_AGENT = /Android|iPhone|iPad|iPod|Mobi|webOS|BlackBerry|IEMobile|Opera Mini/i;
export const TOUCH_DESKTOP_AGENT = /Macintosh/;

function hasMobileAgent(): boolean {
  const { userAgent, maxTouchPoints } = window.navigator;
  return (
    MOBILE_AGENT.test(userAgent) || (TOUCH_DESKTOP_AGENT.test(userAgent) && maxTouchPoints > 1)
  );
}

/** Mobile mode: a viewport of at most 767 px AND a mobile user agent (spec section 9). */
export function isMobileDevice(): boolean {
  return window.innerWidth <= MOBILE_MAX_WIDTH && hasMobileAgent();
}

/**
 * Calls the listener with the new value whenever a resize or rotation changes the mobile mode
 * (not on every resize event). Returns the unsubscribe function.
 */
export function subscribeToDevice(listener: (mobile: boolean) => void): () => void {
  let mobile = isMobileDevice();
  const onResize = () => {
    const next = isMobileDevice();
    if (next === mobile) return;
    mobile = next;
    listener(next);
  };
  window.addEventListener('resize', onResize);
  window.addEventListener('orientationchange', onResize);
  return () => {
    window.removeEventListener('resize', onResize);
    window.removeEventListener('orientationchange', onResize);
  };
}
