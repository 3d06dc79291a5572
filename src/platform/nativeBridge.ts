import type { TransactionType } from '@/config/constants';
import { logError } from '@/lib/log';
import { isIosApp } from './cookies';

/**
 * The seams to the native wrappers (decisions section 3). iOS: WKWebView message handlers
 * `window.webkit.messageHandlers.<name>.postMessage(payload)`; Android: the JavaScript interface
 * `window.Android`. Payloads are built here field by field, so nothing a caller happens to carry
 * (card, account, routing or check numbers, tokens) reaches the wrappers; the one token that
 * does is the bank-link token the apps need to open Link themselves. A missing handler or a
 * throwing one is never an error for the page.
 */
interface WebkitMessageHandler {
  postMessage(payload: unknown): void;
}

interface AndroidInterface {
  onTransactionSuccess(json: string): void;
  onTransactionError(json: string): void;
  openPlaidLink(amount: string, token: string): void;
}

declare global {
  interface Window {
    webkit?: { messageHandlers?: Partial<Record<IosHandlerName, WebkitMessageHandler>> };
    Android?: Partial<AndroidInterface>;
  }
}

type IosHandlerName =
  'transactionSuccess' | 'transactionError' | 'sessionExpired' | 'plaidLink' | 'unauthorized';

export type NativeTransaction = 'Deposit' | 'Withdraw';

export interface NativeSuccessPayload {
  transaction: NativeTransaction;
  /** Bare decimal with two places: '25.00'. */
  amount: string;
  transactionType: TransactionType;
  successMessage: string;
  /** The balance after the transaction, a bare decimal ('1234.56'); '' when it is unknown. */
  accountBalance: string;
}

export interface NativeErrorPayload {
  transaction: NativeTransaction;
  amount: string;
  transactionType: TransactionType;
  errorMessage: string;
}

export const NATIVE_SESSION_MESSAGES = {
  notLoggedIn: 'User is non loggedin',
  sessionExpired: 'User session has expired',
} as const;
export type NativeSessionReason = keyof typeof NATIVE_SESSION_MESSAGES;

/** Posted instead of a result when the page runs in a web view without the iOS-app marker. */
export const NATIVE_UNAUTHORIZED_MESSAGE = 'Unauthorized use of the app';

function postToIos(name: IosHandlerName, payload: unknown): boolean {
  const handler = window.webkit?.messageHandlers?.[name];
  if (typeof handler?.postMessage !== 'function') return false;
  try {
    handler.postMessage(payload);
    return true;
  } catch (error) {
    logError(`native bridge ${name}`, error);
    return false;
  }
}

function callAndroid<K extends keyof AndroidInterface>(
  name: K,
  ...args: Parameters<AndroidInterface[K]>
): boolean {
  const android = window.Android;
  const hook = android?.[name];
  if (typeof hook !== 'function') return false;
  try {
    // The interface object must stay the receiver: Android's bridge rejects unbound calls.
    (hook as (...values: string[]) => void).apply(android, args);
    return true;
  } catch (error) {
    logError(`native bridge ${name}`, error);
    return false;
  }
}

/** Spec section 4 'Session and auth': results only to a marked iOS app, else 'unauthorized'. */
function postIosResult(name: 'transactionSuccess' | 'transactionError', payload: object): void {
  if (isIosApp()) postToIos(name, payload);
  else postToIos('unauthorized', { message: NATIVE_UNAUTHORIZED_MESSAGE });
}

export function notifyTransactionSuccess(result: NativeSuccessPayload): void {
  const payload: NativeSuccessPayload = {
    transaction: result.transaction,
    amount: result.amount,
    transactionType: result.transactionType,
    successMessage: result.successMessage,
    accountBalance: result.accountBalance,
  };
  postIosResult('transactionSuccess', payload);
  callAndroid('onTransactionSuccess', JSON.stringify(payload));
}

export function notifyTransactionError(result: NativeErrorPayload): void {
  const payload: NativeErrorPayload = {
    transaction: result.transaction,
    amount: result.amount,
    transactionType: result.transactionType,
    errorMessage: result.errorMessage,
  };
  postIosResult('transactionError', payload);
  callAndroid('onTransactionError', JSON.stringify(payload));
}

/**
 * In the iOS app a session problem goes to the native `sessionExpired` handler instead of a
 * popup. Returns whether the app took it; when false the page shows its own popup.
 */
export function notifySessionMessage(reason: NativeSessionReason): boolean {
  return isIosApp() && postToIos('sessionExpired', { message: NATIVE_SESSION_MESSAGES[reason] });
}

/**
 * In the apps the native side opens bank linking with the link token. Returns whether a native
 * handler took it; when false the page opens Link itself. The iOS handler gets the token only
 * when the iOS-app marker exists.
 */
export function openNativeBankLink(amount: string, token: string): boolean {
  if (callAndroid('openPlaidLink', amount, token)) return true;
  return isIosApp() && postToIos('plaidLink', { amount, token });
}
