/*
 * The stand-in OAuth bank (docs/sandbox.md). The stand-in Link dialog sends the whole page here
 * with ?account=<sandbox account id>&return=<redirect URI with oauth_state_id>, as Plaid sends a
 * person to their bank. Approve or Deny leaves the answer in sessionStorage for the stand-in
 * Link created again on the return (src/sandbox/plaidLinkStandIn.ts), then goes back.
 */
'use strict';

(function sandboxOAuthBank() {
  // Read by src/sandbox/plaidLinkStandIn.ts.
  var OUTCOME_KEY = 'xpressfunding.sandbox.oauthOutcome';

  var query = new URLSearchParams(window.location.search);
  var account = query.get('account') || '';
  var back = parseReturn(query.get('return'));

  /** Only back to this origin, and only with the state id Link needs. */
  function parseReturn(text) {
    try {
      var url = new URL(text || '');
      var sameOrigin = url.origin === window.location.origin;
      return sameOrigin && url.searchParams.has('oauth_state_id') ? url : null;
    } catch (error) {
      return null;
    }
  }

  function finish(outcome) {
    document.getElementById('bank-approve').disabled = true;
    document.getElementById('bank-deny').disabled = true;
    window.sessionStorage.setItem(
      OUTCOME_KEY,
      JSON.stringify({ account: account, outcome: outcome }),
    );
    window.location.assign(back.href);
  }

  if (!account || !back) {
    document.getElementById('bank-error').hidden = false;
    return;
  }
  document.getElementById('bank-actions').hidden = false;
  document.getElementById('bank-approve').addEventListener('click', function approve() {
    finish('approved');
  });
  document.getElementById('bank-deny').addEventListener('click', function deny() {
    finish('denied');
  });
})();
