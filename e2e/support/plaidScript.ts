import type { Page, Route } from '@playwright/test';

/** The script react-plaid-link loads, which cannot be reached from the test machines. */
export const PLAID_SCRIPT = 'https://cdn.plaid.com/link/v2/stable/link-initialize.js';

/**
 * A small stand-in of Plaid's `window.Plaid`, served at the script's own address (so the
 * production Content Security Policy applies to it as to the real one). Each `Plaid.create`
 * is recorded in `window.__plaidLinks` with its config and how often it was opened; the test
 * then plays Link's part by calling the config's `onSuccess` or `onExit`.
 */
const STAND_IN = `
(function () {
  var links = (window.__plaidLinks = []);
  window.Plaid = {
    create: function (config) {
      var link = {
        token: config.token,
        receivedRedirectUri: config.receivedRedirectUri || null,
        opened: 0,
        destroyed: false,
        config: config,
      };
      links.push(link);
      setTimeout(function () { if (config.onLoad) config.onLoad(); }, 20);
      return {
        open: function () { link.opened += 1; },
        exit: function () {},
        destroy: function () { link.destroyed = true; },
        submit: function () {},
      };
    },
  };
})();
`;

/** Answers Plaid's script URL with the stand-in; returns how often it was asked for. */
export async function serveStandInPlaid(page: Page): Promise<() => number> {
  let served = 0;
  await page.route(PLAID_SCRIPT, (route: Route) => {
    served += 1;
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: STAND_IN });
  });
  return () => served;
}

export interface RecordedLink {
  token: string | null;
  receivedRedirectUri: string | null;
  opened: number;
  destroyed: boolean;
}

type LinkWindow = Window & {
  __plaidLinks?: (RecordedLink & {
    config: {
      onSuccess: (token: string, metadata: unknown) => void;
      onExit: (error: unknown, metadata: unknown) => void;
    };
  })[];
};

/** The Links the page created, without their callbacks. */
export function createdLinks(page: Page): Promise<RecordedLink[]> {
  return page.evaluate(() =>
    ((window as LinkWindow).__plaidLinks ?? []).map(
      ({ token, receivedRedirectUri, opened, destroyed }) => ({
        token,
        receivedRedirectUri,
        opened,
        destroyed,
      }),
    ),
  );
}

/** Link reports a linked account through the newest Link's onSuccess. */
export function linkSucceeds(page: Page, accountId: string, linkSessionId: string) {
  return page.evaluate(
    ([account, session]) => {
      const links = (window as LinkWindow).__plaidLinks ?? [];
      links[links.length - 1]?.config.onSuccess('public-production-test', {
        institution: null,
        accounts: [{ id: account, name: 'Checking', mask: '1111', type: 'depository' }],
        link_session_id: session,
      });
    },
    [accountId, linkSessionId],
  );
}

/** Link closes through the newest Link's onExit, with an error code or none. */
export function linkExits(page: Page, errorCode: string | null) {
  return page.evaluate((code) => {
    const links = (window as LinkWindow).__plaidLinks ?? [];
    const error = code
      ? {
          error_type: 'INVALID_INPUT',
          error_code: code,
          error_message: code,
          display_message: null,
        }
      : null;
    links[links.length - 1]?.config.onExit(error, { link_session_id: 'exit-session' });
  }, errorCode);
}
