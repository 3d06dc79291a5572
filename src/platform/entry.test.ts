import Cookies from 'js-cookie';
import { applyEntryFlags, IOS_APP_FLAG } from './entry';

const visit = (address: string) => window.history.replaceState(null, '', address);
const signIn = () => {
  document.cookie = `xpbUser=${encodeURIComponent(JSON.stringify({ xAuthToken: 't' }))}; path=/`;
};

describe('applyEntryFlags', () => {
  it('compares the iOS flag with base64 of the app identifier', () => {
    expect(IOS_APP_FLAG).toBe('WHByZXNzYmV0SU9TQXBw');
  });

  it('changes nothing without flags', () => {
    signIn();
    visit('/#/');
    expect(applyEntryFlags()).toEqual({
      iosApp: false,
      androidApp: false,
      quickDepositFrame: false,
      bankLinkEnabled: false,
      bankOAuthReturn: null,
      depositLink: { amount: null, returnTo: null },
    });
    expect(Cookies.get('xpbUser')).toBeDefined();
    expect(window.sessionStorage.getItem('quickDepositIframe')).toBeNull();
  });

  it.each([
    ['page query', '/?iosApp=WHByZXNzYmV0SU9TQXBw#/'],
    ['hash query', '/#/?iosApp=WHByZXNzYmV0SU9TQXBw'],
  ])('sets the iOS-app cookie on a matching flag in the %s', (_, address) => {
    signIn();
    visit(address);
    expect(applyEntryFlags().iosApp).toBe(true);
    expect(Cookies.get('xpbIosApp')).toBe('true');
    expect(Cookies.get('xpbUser')).toBeDefined();
  });

  it.each(['XpressbetIOSApp', 'wrong', '', 'WHByZXNzYmV0SU9TQXBw='])(
    'signs out and drops the iOS-app cookie on the wrong flag %j',
    (value) => {
      signIn();
      Cookies.set('xpbIosApp', 'true');
      visit(`/?iosApp=${encodeURIComponent(value)}#/`);
      expect(applyEntryFlags().iosApp).toBe(false);
      expect(Cookies.get('xpbIosApp')).toBeUndefined();
      expect(Cookies.get('xpbUser')).toBeUndefined();
    },
  );

  it('keeps an existing iOS-app cookie when no flag comes', () => {
    Cookies.set('xpbIosApp', 'true');
    visit('/#/deposit');
    expect(applyEntryFlags().iosApp).toBe(true);
  });

  it('sets the bank-link cookie on plaid=true only', () => {
    visit('/?plaid=false#/');
    expect(applyEntryFlags().bankLinkEnabled).toBe(false);
    visit('/#/?plaid=true');
    expect(applyEntryFlags().bankLinkEnabled).toBe(true);
    expect(Cookies.get('xpbPlaid')).toBe('true');
  });

  it('reports the Android marker', () => {
    Cookies.set('platform', 'android');
    visit('/#/');
    expect(applyEntryFlags().androidApp).toBe(true);
  });

  it('keeps the quick-deposit frame across navigation through session storage', () => {
    visit('/?quickDepositIframe=true#/');
    expect(applyEntryFlags().quickDepositFrame).toBe(true);
    expect(window.sessionStorage.getItem('quickDepositIframe')).toBe('true');
    visit('/#/deposit/cardfunding');
    expect(applyEntryFlags().quickDepositFrame).toBe(true);
  });

  it('ignores a quick-deposit flag other than true', () => {
    visit('/?quickDepositIframe=1#/');
    expect(applyEntryFlags().quickDepositFrame).toBe(false);
    expect(window.sessionStorage.getItem('quickDepositIframe')).toBeNull();
  });

  it('still knows the frame from the query when session storage is disabled', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    try {
      visit('/?quickDepositIframe=true#/');
      expect(applyEntryFlags().quickDepositFrame).toBe(true);
    } finally {
      setItem.mockRestore();
    }
  });
});
