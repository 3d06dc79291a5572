import Cookies from 'js-cookie';
import {
  NATIVE_UNAUTHORIZED_MESSAGE,
  notifySessionMessage,
  notifyTransactionError,
  notifyTransactionSuccess,
  openNativeBankLink,
  type NativeErrorPayload,
  type NativeSuccessPayload,
} from './nativeBridge';

type Handlers = NonNullable<NonNullable<Window['webkit']>['messageHandlers']>;

function installIos(...names: (keyof Handlers)[]) {
  const handlers: Handlers = {};
  for (const name of names) handlers[name] = { postMessage: jest.fn() };
  window.webkit = { messageHandlers: handlers };
  return handlers as Record<keyof Handlers, { postMessage: jest.Mock }>;
}

function installAndroid() {
  const android = {
    onTransactionSuccess: jest.fn(),
    onTransactionError: jest.fn(),
    openPlaidLink: jest.fn(),
  };
  window.Android = android;
  return android;
}

const markIosApp = () => Cookies.set('xpbIosApp', 'true');

afterEach(() => {
  delete window.webkit;
  delete window.Android;
});

const success: NativeSuccessPayload = {
  transaction: 'Deposit',
  amount: '25.00',
  transactionType: 'cardFunding',
  successMessage: 'The amount of $25.00 has been deposited to your account.',
  accountBalance: '1,259.56',
};

const failure: NativeErrorPayload = {
  transaction: 'Withdraw',
  amount: '40.00',
  transactionType: 'xpressFunding-ACH',
  errorMessage: 'An error occurred while withdrawing amount',
};

describe('notifyTransactionSuccess', () => {
  it('posts the payload to the iOS transactionSuccess handler in the marked iOS app', () => {
    markIosApp();
    const ios = installIos('transactionSuccess', 'unauthorized');
    notifyTransactionSuccess(success);
    expect(ios.transactionSuccess.postMessage).toHaveBeenCalledWith(success);
    expect(ios.unauthorized.postMessage).not.toHaveBeenCalled();
  });

  it('posts the unauthorized message instead when the iOS-app marker is missing', () => {
    const ios = installIos('transactionSuccess', 'unauthorized');
    notifyTransactionSuccess(success);
    expect(ios.transactionSuccess.postMessage).not.toHaveBeenCalled();
    expect(ios.unauthorized.postMessage).toHaveBeenCalledWith({
      message: NATIVE_UNAUTHORIZED_MESSAGE,
    });
  });

  it('calls the Android hook with the payload as JSON', () => {
    const android = installAndroid();
    notifyTransactionSuccess(success);
    expect(android.onTransactionSuccess).toHaveBeenCalledTimes(1);
    expect(JSON.parse(android.onTransactionSuccess.mock.calls[0][0] as string)).toEqual(success);
  });

  it('keeps the Android interface as the receiver of the call', () => {
    const receivers: unknown[] = [];
    window.Android = {
      onTransactionSuccess(this: unknown) {
        receivers.push(this);
      },
    };
    notifyTransactionSuccess(success);
    expect(receivers).toEqual([window.Android]);
  });

  it('sends only the five payload fields, whatever else the caller carries', () => {
    markIosApp();
    const ios = installIos('transactionSuccess');
    const android = installAndroid();
    notifyTransactionSuccess({
      ...success,
      cardNumber: '4111111111111111',
      cvcCode: '123',
      xAuthToken: 'secret',
    } as NativeSuccessPayload);
    const posted = ios.transactionSuccess.postMessage.mock.calls[0][0] as object;
    expect(Object.keys(posted).sort()).toEqual(
      ['accountBalance', 'amount', 'successMessage', 'transaction', 'transactionType'].sort(),
    );
    const json = android.onTransactionSuccess.mock.calls[0][0] as string;
    expect(json).not.toMatch(/4111|123"|secret/);
  });

  it('never throws in a plain browser or when a handler throws', () => {
    expect(() => notifyTransactionSuccess(success)).not.toThrow();
    markIosApp();
    window.webkit = {
      messageHandlers: {
        transactionSuccess: {
          postMessage: () => {
            throw new Error('gone');
          },
        },
      },
    };
    window.Android = {
      onTransactionSuccess: () => {
        throw new Error('gone');
      },
    };
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => notifyTransactionSuccess(success)).not.toThrow();
    expect(log).toHaveBeenCalledTimes(2);
    log.mockRestore();
  });

  it('ignores a webkit object without message handlers', () => {
    window.webkit = {};
    expect(() => notifyTransactionSuccess(success)).not.toThrow();
  });
});

describe('notifyTransactionError', () => {
  it('posts to the iOS transactionError handler in the marked iOS app and to Android', () => {
    markIosApp();
    const ios = installIos('transactionError', 'transactionSuccess');
    const android = installAndroid();
    notifyTransactionError({ ...failure, accountNumber: '123456789' } as NativeErrorPayload);
    expect(ios.transactionError.postMessage).toHaveBeenCalledWith(failure);
    expect(ios.transactionSuccess.postMessage).not.toHaveBeenCalled();
    expect(JSON.parse(android.onTransactionError.mock.calls[0][0] as string)).toEqual(failure);
    expect(android.onTransactionSuccess).not.toHaveBeenCalled();
  });

  it('posts the unauthorized message without the marker', () => {
    const ios = installIos('transactionError', 'unauthorized');
    notifyTransactionError(failure);
    expect(ios.transactionError.postMessage).not.toHaveBeenCalled();
    expect(ios.unauthorized.postMessage).toHaveBeenCalledWith({
      message: NATIVE_UNAUTHORIZED_MESSAGE,
    });
  });
});

describe('notifySessionMessage', () => {
  it.each([
    ['notLoggedIn', 'User is non loggedin'],
    ['sessionExpired', 'User session has expired'],
  ] as const)('posts %s to the sessionExpired handler in the iOS app', (reason, message) => {
    markIosApp();
    const ios = installIos('sessionExpired');
    expect(notifySessionMessage(reason)).toBe(true);
    expect(ios.sessionExpired.postMessage).toHaveBeenCalledWith({ message });
  });

  it('is not taken without the iOS-app marker, so the page shows its popup', () => {
    const ios = installIos('sessionExpired');
    expect(notifySessionMessage('sessionExpired')).toBe(false);
    expect(ios.sessionExpired.postMessage).not.toHaveBeenCalled();
  });

  it('is not taken when the handler is missing', () => {
    markIosApp();
    expect(notifySessionMessage('notLoggedIn')).toBe(false);
  });
});

describe('openNativeBankLink', () => {
  it('hands amount and link token to Android', () => {
    const android = installAndroid();
    expect(openNativeBankLink('25.00', 'link-sandbox-1')).toBe(true);
    expect(android.openPlaidLink).toHaveBeenCalledWith('25.00', 'link-sandbox-1');
  });

  it('hands amount and link token to the iOS plaidLink handler in the marked iOS app', () => {
    markIosApp();
    const ios = installIos('plaidLink');
    expect(openNativeBankLink('10.50', 'link-sandbox-2')).toBe(true);
    expect(ios.plaidLink.postMessage).toHaveBeenCalledWith({
      amount: '10.50',
      token: 'link-sandbox-2',
    });
  });

  it('keeps the token when the iOS-app marker is missing', () => {
    const ios = installIos('plaidLink');
    expect(openNativeBankLink('10.50', 'link-sandbox-2')).toBe(false);
    expect(ios.plaidLink.postMessage).not.toHaveBeenCalled();
  });

  it('is not taken in a plain browser', () => {
    expect(openNativeBankLink('10.50', 'link-sandbox-2')).toBe(false);
  });
});
