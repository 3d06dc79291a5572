import {
  currentHashLocation,
  hashNavigator,
  openInNewTab,
  subscribeToLocation,
} from './navigation';
import { onTestCleanup } from '@/test/cleanups';

describe('currentHashLocation', () => {
  it.each([
    ['', { pathname: '/', search: '' }],
    ['#/', { pathname: '/', search: '' }],
    ['#/deposit/cardfunding', { pathname: '/deposit/cardfunding', search: '' }],
    ['#/?success=true', { pathname: '/', search: '?success=true' }],
    ['#withdraw?context=withdraw', { pathname: '/withdraw', search: '?context=withdraw' }],
  ])('reads %j', (hash, expected) => {
    window.history.replaceState(null, '', `/${hash}`);
    expect(currentHashLocation()).toEqual(expected);
  });
});

describe('hash navigation', () => {
  it('writes the hash and reports the change', async () => {
    const listener = jest.fn();
    onTestCleanup(subscribeToLocation(listener, () => {}));
    hashNavigator.push('/withdraw');
    expect(window.location.hash).toBe('#/withdraw');
    await new Promise((resolve) => window.setTimeout(resolve, 0));
    expect(listener).toHaveBeenCalledWith({ pathname: '/withdraw', search: '', arrival: 'new' });
  });

  // The browser's hashchange comes in a later task, often after a frame of the screen left.
  it("hears the app's own navigation as the hash is written, once", async () => {
    const listener = jest.fn();
    onTestCleanup(subscribeToLocation(listener, () => {}));
    hashNavigator.push('/terms-and-conditions');
    expect(listener).toHaveBeenCalledWith({
      pathname: '/terms-and-conditions',
      search: '',
      arrival: 'new',
    });
    await new Promise((resolve) => window.setTimeout(resolve, 0));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("reports the page's restores by the back/forward cache, not its loads, and stops", () => {
    const restored = jest.fn();
    const stop = subscribeToLocation(() => {}, restored);
    const show = (persisted: boolean) =>
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted }));
    show(false);
    expect(restored).not.toHaveBeenCalled();
    show(true);
    expect(restored).toHaveBeenCalledTimes(1);
    stop();
    show(true);
    expect(restored).toHaveBeenCalledTimes(1);
  });

  it('builds hash hrefs', () => {
    expect(
      hashNavigator.createHref({ pathname: '/terms-and-conditions', search: '?context=withdraw' }),
    ).toBe('#/terms-and-conditions?context=withdraw');
  });
});

describe('openInNewTab', () => {
  it('opens a new tab without opener or referrer', () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    openInNewTab('https://www.xpressbet.example/shop');
    expect(open).toHaveBeenCalledWith(
      'https://www.xpressbet.example/shop',
      '_blank',
      'noopener,noreferrer',
    );
    open.mockRestore();
  });
});
