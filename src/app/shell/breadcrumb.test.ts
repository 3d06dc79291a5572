import { breadcrumbFor } from './breadcrumb';

const labels = (pathname: string, search = '') =>
  breadcrumbFor(pathname, search)?.map(({ label, path }) => (path ? `${label} -> ${path}` : label));

describe('breadcrumbFor', () => {
  it.each([
    ['/deposit/cardfunding', ['Deposit -> /', 'Credit/Debit card']],
    ['/deposit/xpressfunding', ['Deposit -> /', 'Xpressfund']],
    [
      '/deposit/plaidfunding',
      ['Deposit -> /', 'Xpressfund -> /deposit/xpressfunding', 'Instant Bank Verification'],
    ],
    ['/deposit/xpressfunding-new-card', ['Deposit -> /', 'Add new Credit/Debit card']],
    ['/new-card', ['Deposit -> /', 'Add new Credit/Debit card']],
    ['/deposit/paypalfunding', ['Deposit -> /', 'Paypal']],
    ['/withdraw', ['Withdraw']],
    ['/withdraw/xpressfunding', ['Withdraw -> /withdraw', 'Xpressfund']],
    ['/withdraw/xpressfunding-fedex', ['Withdraw -> /withdraw', 'Check']],
    ['/withdraw/paypalfunding', ['Withdraw -> /withdraw', 'Paypal']],
    ['/terms-and-conditions', ['Terms and Conditions']],
  ])('%s', (pathname, expected) => {
    expect(labels(pathname)).toEqual(expected);
  });

  it('puts the terms reached from a withdraw screen under Withdraw', () => {
    expect(labels('/terms-and-conditions', '?context=withdraw')).toEqual([
      'Withdraw -> /withdraw',
      'Rewards Program Rules',
    ]);
    expect(labels('/terms-and-conditions', '?context=deposit')).toEqual(['Terms and Conditions']);
  });

  it.each(['/', '/deposit', '/confirmation', '/error', '/no-such-page', '/withdraw/other'])(
    'is hidden on %s',
    (pathname) => {
      expect(breadcrumbFor(pathname, '')).toBeNull();
    },
  );

  it('ignores other query parameters', () => {
    expect(labels('/deposit/paypalfunding', '?success=true')).toEqual(['Deposit -> /', 'Paypal']);
  });
});
