/*
 * The stand-in wallet provider (docs/sandbox.md). The funding sandbox sends the user here with
 * ?ref=<payment>&amount=<dollars>&return=<callBackUrl>. Pay or Cancel leaves the choice in
 * sessionStorage for the sandbox to report when the app loads again (this page is not one msw
 * runs in), then returns with ?success=true or ?error=true added to the hash's query, or to the
 * page's query when 'Answer in the page query' is ticked (providers differ; the app reads both).
 * The amount here (the deposit and its fee) is only shown: the sandbox credits the amount it
 * recorded for the ref.
 */
'use strict';

(function sandboxWallet() {
  // Read by src/sandbox/browser.ts.
  var OUTCOME_KEY = 'xpressfunding.sandbox.walletOutcome';

  var query = new URLSearchParams(window.location.search);
  var ref = query.get('ref') || '';
  var amount = query.get('amount') || '';
  var back = parseReturn(query.get('return'));

  /** Only back to this origin: the page must not send anyone elsewhere. */
  function parseReturn(text) {
    try {
      var url = new URL(text || '');
      return url.origin === window.location.origin ? url : null;
    } catch (error) {
      return null;
    }
  }

  function returnAddress(flag) {
    var url = new URL(back.href);
    if (document.getElementById('wallet-page-query').checked) {
      url.searchParams.set(flag, 'true');
      return url.href;
    }
    var hash = url.hash || '#/';
    url.hash = hash + (hash.indexOf('?') >= 0 ? '&' : '?') + flag + '=true';
    return url.href;
  }

  function finish(outcome, flag) {
    document.getElementById('wallet-pay').disabled = true;
    document.getElementById('wallet-cancel').disabled = true;
    document.getElementById('wallet-page-query').disabled = true;
    window.sessionStorage.setItem(OUTCOME_KEY, JSON.stringify({ ref: ref, outcome: outcome }));
    window.location.assign(returnAddress(flag));
  }

  if (!ref || !/^\d+\.\d{2}$/.test(amount) || !back) {
    document.getElementById('wallet-error').hidden = false;
    return;
  }

  document.getElementById('wallet-amount-value').textContent = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
  }).format(Number(amount));
  document.getElementById('wallet-amount').hidden = false;
  document.getElementById('wallet-actions').hidden = false;
  document.getElementById('wallet-pay').addEventListener('click', function pay() {
    finish('success', 'success');
  });
  document.getElementById('wallet-cancel').addEventListener('click', function cancel() {
    finish('cancel', 'error');
  });
})();
