import Cookies from 'js-cookie';
import {
  cookieDomains,
  isAndroidApp,
  isBankLinkEnabled,
  isIosApp,
  readAuthToken,
  readSessionUser,
  removeIosAppCookie,
  removeSessionUser,
  setBankLinkCookie,
  setIosAppCookie,
} from './cookies';

const setRaw = (name: string, value: string) => {
  document.cookie = `${name}=${value}; path=/`;
};

describe('the sign-on cookie xpbUser', () => {
  it('reads URL-encoded JSON', () => {
    setRaw(
      'xpbUser',
      encodeURIComponent(JSON.stringify({ xAuthToken: 'tok-1', displayName: 'Ann Lee', uid: 42 })),
    );
    expect(readSessionUser()).toEqual({ xAuthToken: 'tok-1', displayName: 'Ann Lee', uid: '42' });
    expect(readAuthToken()).toBe('tok-1');
  });

  it.each([
    ['absent', null],
    ['not JSON', 'abc'],
    ['JSON but not an object', '"tok"'],
    ['without a token', encodeURIComponent(JSON.stringify({ displayName: 'Ann' }))],
    ['with an empty token', encodeURIComponent(JSON.stringify({ xAuthToken: '' }))],
  ])('gives no user when %s', (_, raw) => {
    if (raw !== null) setRaw('xpbUser', raw);
    expect(readSessionUser()).toBeNull();
    expect(readAuthToken()).toBeNull();
  });

  it('keeps a user with a token even when the other fields are missing', () => {
    setRaw('xpbUser', encodeURIComponent(JSON.stringify({ xAuthToken: 't' })));
    expect(readSessionUser()).toEqual({ xAuthToken: 't', displayName: '', uid: '' });
  });

  it('is removed on logout, the other cookies stay', () => {
    setRaw('xpbUser', encodeURIComponent(JSON.stringify({ xAuthToken: 't' })));
    setRaw('platform', 'android');
    removeSessionUser();
    expect(Cookies.get('xpbUser')).toBeUndefined();
    expect(readAuthToken()).toBeNull();
    expect(Cookies.get('platform')).toBe('android');
  });
});

describe('cookieDomains', () => {
  it('tries the host-only cookie, the host and each parent domain', () => {
    expect(cookieDomains('funding.xpressbet.example')).toEqual([
      undefined,
      'funding.xpressbet.example',
      'xpressbet.example',
    ]);
  });
  it.each(['localhost', '127.0.0.1', '::1', '[::1]'])('only the host-only cookie on %s', (host) => {
    expect(cookieDomains(host)).toEqual([undefined]);
  });
});

describe('the iOS-app marker xpbIosApp', () => {
  it('is absent at first', () => {
    expect(isIosApp()).toBe(false);
  });
  it('is set to true and removed', () => {
    setIosAppCookie();
    expect(Cookies.get('xpbIosApp')).toBe('true');
    expect(isIosApp()).toBe(true);
    removeIosAppCookie();
    expect(Cookies.get('xpbIosApp')).toBeUndefined();
    expect(isIosApp()).toBe(false);
  });
  it('counts only the value true', () => {
    setRaw('xpbIosApp', 'yes');
    expect(isIosApp()).toBe(false);
  });
});

describe('the Android marker platform=android', () => {
  it.each([
    ['android', true],
    ['ios', false],
    ['Android-x', false],
  ])('platform=%s -> %s', (value, expected) => {
    setRaw('platform', value);
    expect(isAndroidApp()).toBe(expected);
  });
  it('is false without the cookie', () => {
    expect(isAndroidApp()).toBe(false);
  });
});

describe('the bank-link cookie xpbPlaid', () => {
  it('enables bank linking once set', () => {
    expect(isBankLinkEnabled()).toBe(false);
    setBankLinkCookie();
    expect(Cookies.get('xpbPlaid')).toBe('true');
    expect(isBankLinkEnabled()).toBe(true);
  });
  it('counts only the value true', () => {
    setRaw('xpbPlaid', '1');
    expect(isBankLinkEnabled()).toBe(false);
  });
});
