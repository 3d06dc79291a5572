import { onTestCleanup } from '@/test/cleanups';
import { isMobileDevice, subscribeToDevice } from './device';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';

function setDevice(width: number, userAgent: string, touchPoints = 0) {
  const agent = jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  // jsdom has no maxTouchPoints: define it for the test only.
  Object.defineProperty(window.navigator, 'maxTouchPoints', {
    value: touchPoints,
    configurable: true,
  });
  const initialWidth = window.innerWidth;
  window.innerWidth = width;
  onTestCleanup(() => {
    agent.mockRestore();
    delete (window.navigator as { maxTouchPoints?: number }).maxTouchPoints;
    window.innerWidth = initialWidth;
  });
}

function resizeTo(width: number) {
  window.innerWidth = width;
  window.dispatchEvent(new Event('resize'));
}

describe('isMobileDevice', () => {
  it.each([
    [375, IPHONE, true],
    [767, ANDROID, true],
    [768, ANDROID, false],
    [375, DESKTOP, false],
    [1280, DESKTOP, false],
  ])('width %i with its user agent -> %s', (width, agent, expected) => {
    setDevice(width, agent);
    expect(isMobileDevice()).toBe(expected);
  });

  it('counts an iPad reporting a desktop agent by its touch points', () => {
    setDevice(700, MAC, 5);
    expect(isMobileDevice()).toBe(true);
  });

  it('does not count a desktop Mac', () => {
    setDevice(700, MAC, 0);
    expect(isMobileDevice()).toBe(false);
  });
});

describe('subscribeToDevice', () => {
  it('reports changes of the mobile mode as the window resizes, until unsubscribed', () => {
    setDevice(1024, ANDROID);
    const listener = jest.fn();
    const unsubscribe = subscribeToDevice(listener);
    onTestCleanup(unsubscribe);

    resizeTo(900);
    expect(listener).not.toHaveBeenCalled();
    resizeTo(400);
    expect(listener).toHaveBeenLastCalledWith(true);
    resizeTo(360);
    expect(listener).toHaveBeenCalledTimes(1);
    resizeTo(800);
    expect(listener).toHaveBeenLastCalledWith(false);
    expect(listener).toHaveBeenCalledTimes(2);

    unsubscribe();
    resizeTo(400);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('follows a rotation too', () => {
    setDevice(800, IPHONE);
    const listener = jest.fn();
    onTestCleanup(subscribeToDevice(listener));
    window.innerWidth = 390;
    window.dispatchEvent(new Event('orientationchange'));
    expect(listener).toHaveBeenCalledWith(true);
  });
});
