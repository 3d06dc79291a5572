// Inline in the head of index.html, before the stylesheet (a script after a stylesheet waits for
// it: on a phone's first visit, a round trip), minified by the build, its hash in the Content
// Security Policy. The app's rules it applies are named `RULES.<name>` and written in by the
// build (src/app/chooserRules.ts), as in the screen chooser (chooser.js).
/* global RULES */
//
// On the home, for the signed-in visit whose screen the chooser shows (outside the quick-deposit
// frame and the iOS app, with no query but a deposit link's), sends the GETs the app's first
// sagas send there, as the app's client would (its headers, mode and token), so they leave while
// the stylesheet and the app's script are still on their way (on a device that remembers its
// quick deposit's kind, what that waits for first, and another as each answers). The client
// takes each response once, for the same address and token (src/platform/earlyRequests.ts,
// src/api/client.ts): the one function left on the window, which the app removes at its first
// GET, keeps the token and the responses in its closure. A host with no API origin here (one no
// environment lists, or a build whose funding service is in the page) sends nothing from here.
(() => {
  try {
    const cookies = '; ' + document.cookie;
    const origin = RULES.apiOrigins[location.hostname];
    const path = location.hash.slice(1) || RULES.home;
    const token =
      origin != null &&
      (path == RULES.home || path == RULES.homeAlias) &&
      !location.search.replace(RULES.depositLinkQuery, '') &&
      !cookies.includes('; ' + RULES.iosAppCookie + '=true') &&
      !sessionStorage[RULES.frameKey] &&
      JSON.parse(
        decodeURIComponent(cookies.split('; ' + RULES.sessionCookie + '=')[1].split(';')[0]),
      ).xAuthToken;
    if (typeof token != 'string' || !token) return;
    const early = {};
    // A device that remembers its quick deposit's kind sends what that waits for first; each
    // answer then lets one of the home's other GETs go (src/platform/deviceMemory.ts), so a
    // slow answer does not hold them back.
    const home = RULES.homeRequests;
    const remembered = RULES.quickDepositRequests[localStorage[RULES.quickDepositKindKey]];
    // A list, not whatever else a stored name finds on the object ('toString' a function).
    const first = remembered?.map ? remembered : home;
    const held = [];
    const next = () => held.shift()?.();
    for (const address of home) {
      const url = origin + address;
      const turn = first.includes(address) ? Promise.resolve() : new Promise((go) => held.push(go));
      // A failure is the client's to meet, by asking again; either way the next held GET goes.
      (early['GET ' + url] = turn.then(() =>
        fetch(url, {
          headers: { ...RULES.requestHeaders, 'x-auth-token': token },
          ...RULES.requestMode,
        }),
      )).then(next, next);
    }
    window[RULES.earlyRequestsKey] = (key, sent) => {
      const response = sent === token ? early[key] : undefined;
      delete early[key];
      return response;
    };
  } catch {
    // No storage (a sandboxed frame), or no sign-on cookie (its split finds nothing) or an
    // unreadable one: the app's client asks for the home's answers itself.
  }
})();
