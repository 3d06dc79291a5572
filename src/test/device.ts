import Cookies from 'js-cookie';
import { onTestCleanup } from './cleanups';

const PHONE_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

/**
 * A phone for the rest of the test: 375 px and a mobile user agent (platform/device.ts needs
 * both). Call it before renderApp; the window is restored after the test.
 */
export function asPhone() {
  const agent = jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(PHONE_AGENT);
  const width = window.innerWidth;
  window.innerWidth = 375;
  onTestCleanup(() => {
    agent.mockRestore();
    window.innerWidth = width;
  });
}

/**
 * The iOS app for the rest of the test: its cookie and the web view's transaction message
 * handlers, whose postMessage calls the test reads.
 */
export function asIosApp() {
  const transactionSuccess = { postMessage: jest.fn() };
  const transactionError = { postMessage: jest.fn() };
  window.webkit = { messageHandlers: { transactionSuccess, transactionError } };
  Cookies.set('xpbIosApp', 'true');
  onTestCleanup(() => delete window.webkit);
  return { transactionSuccess, transactionError };
}
