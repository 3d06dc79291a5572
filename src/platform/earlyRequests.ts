/**
 * The page's head starts the home's GETs before the app's script has arrived
 * (scripts/prerender/chooser.js) and leaves one function on the window under this key, which
 * gives each response once, for the same method, address and token; the token stays in the
 * head script's closure. The app takes that function away at its first GET, so nothing is left
 * on the window for any other script.
 */
export const EARLY_REQUESTS_KEY = 'xpbEarlyRequests';

/** 'GET https://…/api/funding/customer', the token it must have carried: its response, once. */
type TakeEarlyRequest = (key: string, token: string) => Promise<Response> | undefined;

declare global {
  interface Window {
    [EARLY_REQUESTS_KEY]?: TakeEarlyRequest;
  }
}

let handedOver: TakeEarlyRequest | undefined;

/**
 * The response of the request the head started with this method, address and token, if it did
 * and nobody took it yet; undefined otherwise.
 */
export function takeEarlyRequest(
  method: string,
  url: string,
  token: string,
): Promise<Response> | undefined {
  if (window[EARLY_REQUESTS_KEY]) {
    handedOver = window[EARLY_REQUESTS_KEY];
    delete window[EARLY_REQUESTS_KEY];
  }
  return handedOver?.(`${method} ${url}`, token);
}
