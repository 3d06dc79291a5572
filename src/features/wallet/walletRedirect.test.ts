import { walletRedirectTarget } from './walletRedirect';

const production = { hosts: ['www.paypal.com'], ownOrigin: null };
const sandbox = { hosts: ['www.sandbox.paypal.com'], ownOrigin: 'http://localhost:8701' };

describe('walletRedirectTarget (the wallet redirect allow-list)', () => {
  it.each([
    ['https://www.paypal.com/checkoutnow?token=EC-1', production],
    ['https://WWW.PAYPAL.COM/checkoutnow', production],
    ['https://www.paypal.com:443/pay', production],
    ['https://www.sandbox.paypal.com/checkoutnow?token=EC-2', sandbox],
    ['http://localhost:8701/sandbox-wallet.html?ref=1', sandbox],
  ])('follows %s', (address, policy) => {
    expect(walletRedirectTarget(address, policy)).toBe(new URL(address).href);
  });

  it.each([
    ['another host', 'https://evil.example/pay'],
    ['a look-alike host', 'https://www.paypal.com.evil.example/pay'],
    ['a host in the user part', 'https://www.paypal.com@evil.example/pay'],
    ['credentials', 'https://user:secret@www.paypal.com/pay'],
    ['a subdomain', 'https://evil.www.paypal.com/pay'],
    ['a trailing-dot host', 'https://www.paypal.com./pay'],
    ['another port', 'https://www.paypal.com:8443/pay'],
    ['http:', 'http://www.paypal.com/pay'],
    ['javascript:', 'javascript:alert(document.cookie)'],
    ['javascript: with spaces and case', '  JavaScript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['a relative address', '/deposit/paypalfunding'],
    ['a protocol-relative address', '//www.paypal.com/pay'],
    ['malformed text', 'not a url'],
    ['an empty message', ''],
  ])('refuses %s', (_label, address) => {
    expect(walletRedirectTarget(address, production)).toBeNull();
  });

  it('accepts the page origin only in the sandbox, and no other local origin', () => {
    expect(walletRedirectTarget('http://localhost:8701/x', production)).toBeNull();
    expect(walletRedirectTarget('http://localhost:9999/x', sandbox)).toBeNull();
    expect(walletRedirectTarget('https://localhost:8701/x', sandbox)).toBeNull();
  });

  it('never treats an opaque origin as the page origin', () => {
    const opaque = { hosts: [], ownOrigin: 'null' };
    expect(walletRedirectTarget('data:text/html,hi', opaque)).toBeNull();
    expect(walletRedirectTarget('javascript:alert(1)', opaque)).toBeNull();
  });
});
