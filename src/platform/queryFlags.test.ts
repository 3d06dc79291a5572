import { readQueryFlags } from './queryFlags';

const visit = (address: string) => window.history.replaceState(null, '', address);

const NO_FLAGS = {
  quickDepositIframe: false,
  iosApp: null,
  plaid: false,
  sandbox: null,
  success: false,
  error: false,
  context: null,
};

describe('readQueryFlags', () => {
  it('reads no flag from a plain address', () => {
    visit('/#/deposit');
    expect(readQueryFlags()).toEqual(NO_FLAGS);
  });

  it('reads every flag from the page query', () => {
    visit(
      '/?quickDepositIframe=true&iosApp=WHByZXNzYmV0SU9TQXBw&plaid=true&sandbox=slow&success=true&error=true&context=withdraw#/',
    );
    expect(readQueryFlags()).toEqual({
      quickDepositIframe: true,
      iosApp: 'WHByZXNzYmV0SU9TQXBw',
      plaid: true,
      sandbox: 'slow',
      success: true,
      error: true,
      context: 'withdraw',
    });
  });

  it('reads every flag from the hash query', () => {
    visit(
      '/#/deposit/paypalfunding?quickDepositIframe=true&iosApp=abc&plaid=true&sandbox=new-user&success=true&error=true&context=withdraw',
    );
    expect(readQueryFlags()).toEqual({
      quickDepositIframe: true,
      iosApp: 'abc',
      plaid: true,
      sandbox: 'new-user',
      success: true,
      error: true,
      context: 'withdraw',
    });
  });

  it('combines the two queries, flag by flag', () => {
    visit('/?plaid=true#/?success=true');
    expect(readQueryFlags()).toMatchObject({ plaid: true, success: true, error: false });
  });

  it.each(['false', 'TRUE', '1', 'yes', '', 'true '])(
    'ignores boolean flags whose value is %j',
    (value) => {
      const v = encodeURIComponent(value);
      visit(`/?quickDepositIframe=${v}&plaid=${v}#/?success=${v}&error=${v}`);
      expect(readQueryFlags()).toEqual(NO_FLAGS);
    },
  );

  it.each(['deposit', 'Withdraw', ''])('ignores the context %j', (value) => {
    visit(`/#/terms-and-conditions?context=${value}`);
    expect(readQueryFlags().context).toBeNull();
  });

  it('keeps a present iOS flag raw, even empty, because a wrong value has effects', () => {
    visit('/?iosApp=');
    expect(readQueryFlags().iosApp).toBe('');
  });
});
