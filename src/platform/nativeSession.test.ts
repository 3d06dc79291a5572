import Cookies from 'js-cookie';

jest.mock('@/lib/log');

/**
 * The session message to the iOS app from the first bundle (nativeSession.ts): the native bridge
 * is loaded only inside the iOS app, and a bridge that cannot be loaded leaves the page's popup.
 */
const postMessage = jest.fn();

beforeEach(() => {
  jest.resetModules();
  postMessage.mockReset();
  window.webkit = { messageHandlers: { sessionExpired: { postMessage } } };
});
afterEach(() => {
  delete window.webkit;
  Cookies.remove('xpbIosApp');
  jest.dontMock('./nativeBridge');
});

const load = () => import('./nativeSession');

it('answers false at once outside the iOS app, and loads no bridge', async () => {
  let bridgeLoaded = false;
  jest.doMock('./nativeBridge', () => {
    bridgeLoaded = true;
    return jest.requireActual('./nativeBridge');
  });
  const { notifySessionMessage } = await load();
  expect(notifySessionMessage('sessionExpired')).toBe(false);
  expect(bridgeLoaded).toBe(false);
  expect(postMessage).not.toHaveBeenCalled();
});

it("tells the iOS app's session handler through the loaded bridge", async () => {
  Cookies.set('xpbIosApp', 'true');
  const { notifySessionMessage } = await load();
  await expect(notifySessionMessage('notLoggedIn')).resolves.toBe(true);
  expect(postMessage).toHaveBeenCalledWith({ message: 'User is non loggedin' });
});

it('answers false when the bridge cannot be loaded, so the page shows its popup', async () => {
  Cookies.set('xpbIosApp', 'true');
  jest.doMock('./nativeBridge', () => {
    throw new Error('Loading chunk native-bridge failed.');
  });
  const { notifySessionMessage } = await load();
  const { logError } = await import('@/lib/log');
  await expect(notifySessionMessage('sessionExpired')).resolves.toBe(false);
  expect(postMessage).not.toHaveBeenCalled();
  expect(jest.mocked(logError)).toHaveBeenCalledWith('native bridge', expect.any(Error));
});
