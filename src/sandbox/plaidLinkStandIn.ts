/**
 * A stand-in for react-plaid-link, which cannot reach the bank-linking provider offline.
 * Sandbox builds alias 'react-plaid-link' to this module (webpack.config.ts) and jest mocks it
 * with it (__mocks__/react-plaid-link.ts), so the app's adapter is the same code in every build.
 * `open()` shows a dialog listing the sandbox's fake bank accounts (bankCatalog.ts). Choosing the
 * OAuth bank's account sends the whole page to the stand-in bank page and back with
 * `?oauth_state_id=`, as Plaid does; Link created again with `receivedRedirectUri` then finishes.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type {
  PlaidLinkError,
  PlaidLinkOnEventMetadata,
  PlaidLinkOnExitMetadata,
  PlaidLinkOnSuccessMetadata,
  PlaidLinkOptions,
  PlaidLinkResult,
} from 'react-plaid-link';
import {
  SANDBOX_BANK_ACCOUNTS,
  UNREACHABLE_LINK_TOKEN_PREFIX,
  type SandboxBankAccount,
} from './bankCatalog';
import './sandbox.css';

export type {
  PlaidAccount,
  PlaidHandler,
  PlaidHandlerExitOptions,
  PlaidHandlerSubmissionData,
  PlaidInstitution,
  PlaidLinkError,
  PlaidLinkOnEvent,
  PlaidLinkOnEventMetadata,
  PlaidLinkOnExit,
  PlaidLinkOnExitMetadata,
  PlaidLinkOnLoad,
  PlaidLinkOnSuccess,
  PlaidLinkOnSuccessMetadata,
  PlaidLinkOptions,
  PlaidLinkOptionsWithLinkToken,
  PlaidLinkResult,
} from 'react-plaid-link';

/** The link token that stands for an expired or invalid one. */
export const INVALID_LINK_TOKEN = 'link-sandbox-invalid';
/** How long the stand-in takes to "load", as the real script does. */
export const READY_DELAY_MS = 150;
/** Where the stand-in bank page leaves its answer for the return (public/sandbox-oauth-bank.js). */
export const OAUTH_OUTCOME_KEY = 'xpressfunding.sandbox.oauthOutcome';

/** A Link the stand-in created: its token and the OAuth return address it was given. */
export interface CreatedLink {
  token: string;
  receivedRedirectUri: string | null;
}
const createdLinks: CreatedLink[] = [];

/** The Links created since the last call, for tests (the real Link is created per token too). */
export function takeCreatedLinks(): CreatedLink[] {
  return createdLinks.splice(0);
}

/** The stand-in bank page's answer, taken once. */
function takeOAuthOutcome(): SandboxBankAccount | null {
  const text = window.sessionStorage.getItem(OAUTH_OUTCOME_KEY);
  window.sessionStorage.removeItem(OAUTH_OUTCOME_KEY);
  try {
    const { account, outcome } = JSON.parse(text ?? '') as { account?: string; outcome?: string };
    const found = SANDBOX_BANK_ACCOUNTS.find((candidate) => candidate.id === account);
    return outcome === 'approved' && found ? found : null;
  } catch {
    return null;
  }
}

/** The address a Link created again after an OAuth bank received, if any. */
const redirectUriOf = (options: PlaidLinkOptions) =>
  'receivedRedirectUri' in options ? options.receivedRedirectUri : undefined;

/** Plaid's redirect URI for this app: its own address, origin and path (decisions section 6). */
function leaveForBank(account: SandboxBankAccount) {
  const back = new URL(`${window.location.origin}${window.location.pathname}`);
  back.searchParams.set('oauth_state_id', `sandbox-${randomId()}`);
  const bank = new URL('sandbox-oauth-bank.html', back);
  bank.search = new URLSearchParams({ account: account.id, return: back.href }).toString();
  window.location.assign(bank.href);
}

const INVALID_TOKEN_ERROR: PlaidLinkError = {
  error_type: 'INVALID_INPUT',
  error_code: 'INVALID_LINK_TOKEN',
  error_message: 'invalid link_token provided',
  display_message: null,
};

const randomId = () => crypto.randomUUID();

interface DialogProps {
  invalidToken: boolean;
  /** Back from the OAuth bank: its approved account, or null when it was denied. */
  resumed?: { account: SandboxBankAccount | null };
  onContinue: (account: SandboxBankAccount) => void;
  onExit: () => void;
}

/** What Tab reaches: the chosen radio of the group, and the buttons. */
const FOCUSABLE = 'input:checked, button';

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  properties: Partial<HTMLElementTagNameMap[K]> = {},
  children: (Node | string)[] = [],
  attributes: Record<string, string> = {},
): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), properties);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

/**
 * The dialog, built with DOM calls on the body like the real provider's frame, outside the
 * app's React tree. Returns the backdrop holding it.
 */
function buildDialog({ invalidToken, resumed, onContinue, onExit }: DialogProps): HTMLElement {
  const titleId = `sandbox-link-title-${randomId()}`;
  const options = SANDBOX_BANK_ACCOUNTS.map((account, index) => {
    const input = element('input', {
      type: 'radio',
      name: titleId,
      value: account.id,
      checked: index === 0,
    });
    const label = element('label', { className: 'sandbox-link-option' }, [
      input,
      `${account.institution.name}, ${account.name} ending ${account.mask}`,
    ]);
    return { account, input, label };
  });
  const resumedAccount = resumed?.account ?? null;
  const resumedBody = resumedAccount
    ? [
        element('p', {}, [
          `Your bank approved linking ${resumedAccount.institution.name}, ${resumedAccount.name} ending ${resumedAccount.mask}.`,
        ]),
      ]
    : [
        element('p', {}, ['Your bank did not approve the link. Exit and try again.'], {
          role: 'alert',
        }),
      ];
  const body = resumed
    ? resumedBody
    : invalidToken
      ? [
          element('p', {}, ['This link session is no longer valid. Exit and try again.'], {
            role: 'alert',
          }),
        ]
      : [
          element('p', {}, [
            'A stand-in for Instant Bank Verification: no real bank is contacted.',
          ]),
          element('fieldset', {}, [
            element('legend', {}, ['Choose an account to link']),
            ...options.map((option) => option.label),
          ]),
        ];
  const continueButton = element('button', { type: 'button' }, ['Continue']);
  continueButton.addEventListener('click', () => {
    if (resumed) {
      if (resumedAccount) onContinue(resumedAccount);
      return;
    }
    const chosen = options.find((option) => option.input.checked);
    if (chosen) onContinue(chosen.account);
  });
  const canContinue = resumed ? resumedAccount !== null : !invalidToken;
  const exitButton = element('button', { type: 'button' }, ['Exit']);
  exitButton.addEventListener('click', onExit);

  const dialog = element(
    'div',
    { className: 'sandbox-link-dialog' },
    [
      element('h2', { id: titleId }, ['Sandbox Bank Link']),
      ...body,
      element('div', { className: 'sandbox-link-actions' }, [
        ...(canContinue ? [continueButton] : []),
        exitButton,
      ]),
    ],
    { role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': titleId },
  );
  // A modal dialog: Escape exits and Tab cycles inside it.
  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onExit();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  });
  return element('div', { className: 'sandbox-link-backdrop' }, [dialog]);
}

function eventMetadata(
  linkSessionId: string,
  details: Partial<PlaidLinkOnEventMetadata> = {},
): PlaidLinkOnEventMetadata {
  return {
    account_number_mask: null,
    error_type: null,
    error_code: null,
    error_message: null,
    exit_status: null,
    institution_id: null,
    institution_name: null,
    institution_search_query: null,
    is_update_mode: null,
    match_reason: null,
    mfa_type: null,
    routing_number: null,
    view_name: null,
    selection: null,
    timestamp: new Date().toISOString(),
    link_session_id: linkSessionId,
    request_id: randomId(),
    ...details,
  };
}

/** Link's success metadata, with the older top-level account_id the contract reads first. */
export type StandInSuccessMetadata = PlaidLinkOnSuccessMetadata & { account_id: string };

function successMetadata(
  account: SandboxBankAccount,
  linkSessionId: string,
): StandInSuccessMetadata {
  return {
    account_id: account.id,
    institution: account.institution,
    accounts: [
      {
        id: account.id,
        name: account.name,
        mask: account.mask,
        type: 'depository',
        subtype: account.subtype,
        verification_status: null,
        class_type: null,
      },
    ],
    link_session_id: linkSessionId,
    transfer_status: null,
  };
}

/** The open dialog on the body. */
interface OpenLink {
  container: HTMLElement;
  returnFocus: Element | null;
  linkSessionId: string;
}

export function usePlaidLink(options: PlaidLinkOptions): PlaidLinkResult {
  const token = options.token ?? null;
  const [ready, setReady] = useState(false);
  const latest = useRef(options);
  const link = useRef<OpenLink | null>(null);

  useEffect(() => {
    latest.current = options;
  });

  const close = useCallback(() => {
    const current = link.current;
    if (!current) return null;
    link.current = null;
    current.container.remove();
    if (current.returnFocus instanceof HTMLElement) current.returnFocus.focus();
    return current.linkSessionId;
  }, []);

  // A new token is a new link, as with the real script; unmounting destroys the dialog.
  useEffect(() => {
    if (!token) return undefined;
    createdLinks.push({ token, receivedRedirectUri: redirectUriOf(latest.current) ?? null });
    if (token.startsWith(UNREACHABLE_LINK_TOKEN_PREFIX)) return undefined;
    const timer = setTimeout(() => {
      setReady(true);
      latest.current.onLoad?.();
    }, READY_DELAY_MS);
    return () => {
      clearTimeout(timer);
      setReady(false);
      close();
    };
  }, [token, close]);

  const exit = useCallback<PlaidLinkResult['exit']>(
    (_options, callback) => {
      const linkSessionId = close() ?? randomId();
      const error = token === INVALID_LINK_TOKEN ? INVALID_TOKEN_ERROR : null;
      const metadata: PlaidLinkOnExitMetadata = {
        institution: null,
        status: null,
        link_session_id: linkSessionId,
        request_id: randomId(),
      };
      const errorDetails = error && {
        error_type: error.error_type,
        error_code: error.error_code,
        error_message: error.error_message,
      };
      latest.current.onEvent?.('EXIT', eventMetadata(linkSessionId, errorDetails ?? {}));
      latest.current.onExit?.(error, metadata);
      callback?.();
    },
    [close, token],
  );

  const succeed = useCallback(
    (account: SandboxBankAccount) => {
      if (account.oauth && !redirectUriOf(latest.current)) {
        latest.current.onEvent?.('OPEN_OAUTH', eventMetadata(link.current?.linkSessionId ?? ''));
        leaveForBank(account);
        return;
      }
      const linkSessionId = close() ?? randomId();
      latest.current.onEvent?.(
        'HANDOFF',
        eventMetadata(linkSessionId, {
          institution_id: account.institution.institution_id,
          institution_name: account.institution.name,
        }),
      );
      latest.current.onSuccess(
        `public-sandbox-${randomId()}`,
        successMetadata(account, linkSessionId),
      );
    },
    [close],
  );

  const open = useCallback(() => {
    if (!ready || !token || link.current) return;
    const linkSessionId = randomId();
    const returned = redirectUriOf(latest.current);
    const container = buildDialog({
      invalidToken: token === INVALID_LINK_TOKEN,
      ...(returned ? { resumed: { account: takeOAuthOutcome() } } : {}),
      onContinue: succeed,
      onExit: () => exit(),
    });
    link.current = { container, returnFocus: document.activeElement, linkSessionId };
    document.body.append(container);
    container.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    latest.current.onEvent?.('OPEN', eventMetadata(linkSessionId));
  }, [ready, token, succeed, exit]);

  return { open, ready, error: null, exit, submit: () => undefined };
}
