import { screen } from '@testing-library/react';
import { paths } from '@/config/paths';
import { formatMoney, type Cents } from '@/lib/money';
import { sandboxLedger } from '@/sandbox/node';
import { SESSION_MESSAGES } from '@/domain/session/messages';
import { confirmationSentence, TRANSACTION_MESSAGES } from '@/domain/transaction/messages';
import type { AppUnderTest, AtProvider } from './appUnderTest';
import type { Direction, SavedMethods } from './moneyForms';

/**
 * The model of the account (model-based tests of the flows): what the sandbox must
 * hold, the last transaction that completed, a wallet deposit away at the provider, and the
 * open popup. Commands act on the real app; after every step the invariants compare the app with
 * this model.
 */
export interface AccountModel {
  /** What the sandbox must hold: every applied transaction moved it by its amount and fees. */
  balanceCents: Cents;
  withdrawableCents: Cents;
  methods: SavedMethods;
  /** The last transaction that completed: the only one a confirmation may describe. */
  lastCompleted: { direction: Direction; cents: Cents } | null;
  /** A wallet deposit at the provider: its amount may stay stored until it returns. */
  atProvider: (AtProvider & { cents: Cents }) | null;
  popup: 'sessionExpired' | null;
  /** The page runs in the quick-deposit frame, where bank linking opens in a window instead. */
  inFrame: boolean;
}

/** The keys of the browser's session storage that hold no transaction outcome. */
const NOT_AN_OUTCOME = new Set(['quickDepositIframe', 'bankLinkResume']);
const SCREENS_OF_AN_OUTCOME = new Set<string>([paths.confirmation, paths.error]);

export function savedMethods(): SavedMethods {
  const ledger = sandboxLedger.get();
  return {
    cards: ledger.cards.length,
    accounts: ledger.accounts.length,
    verifiedAccounts: ledger.accounts.filter((account) => !account.plaidRequired).length,
    homeDefault: ledger.defaultMethod.fundingMethod,
  };
}

export function initialModel({ inFrame }: { inFrame: boolean }): AccountModel {
  const ledger = sandboxLedger.get();
  return {
    balanceCents: ledger.balanceCents,
    withdrawableCents: ledger.withdrawableCents,
    methods: savedMethods(),
    lastCompleted: null,
    atProvider: null,
    popup: null,
    inFrame,
  };
}

const collapse = (text: string) => text.replace(/\s+/g, ' ');

const sentenceOf = (transaction: AccountModel['lastCompleted']) =>
  transaction && confirmationSentence(transaction.direction, formatMoney(transaction.cents));

interface StepReport {
  /** POSTs the step sent, and how many it may send: one submit, one POST. */
  posts: number;
  maxPosts: 0 | 1;
  /** The step ended in an unknown outcome: the person must be told to check the balance. */
  unknownOutcome: boolean;
}

/** What must hold after every step; throws one error listing every breach. */
export function checkInvariants(model: AccountModel, app: AppUnderTest, step: StepReport): void {
  const problems: string[] = [];
  const route = app.route();

  const expected = sentenceOf(model.lastCompleted);
  for (const sentence of app.confirmationSentences()) {
    if (sentence !== expected) {
      problems.push(
        `the confirmation says "${sentence}", but the last completed transaction is ${expected ? `"${expected}"` : 'none'}`,
      );
    }
  }

  const stored = Object.keys(app.sessionStorage()).filter((key) => !NOT_AN_OUTCOME.has(key));
  if (stored.length > 0 && model.atProvider === null && !SCREENS_OF_AN_OUTCOME.has(route)) {
    problems.push(
      `on ${route} session storage still holds an outcome: ${JSON.stringify(app.sessionStorage())}`,
    );
  }

  if (step.posts > step.maxPosts) {
    problems.push(`a step that may send ${step.maxPosts} POST sent ${step.posts}`);
  }

  const ledger = sandboxLedger.get();
  if (ledger.balanceCents !== model.balanceCents) {
    problems.push(
      `the sandbox holds ${formatMoney(ledger.balanceCents)}, the transactions made add up to ${formatMoney(model.balanceCents)}`,
    );
  }
  if (ledger.withdrawableCents !== model.withdrawableCents) {
    problems.push(
      `the sandbox's withdrawable is ${formatMoney(ledger.withdrawableCents)}, the transactions made leave ${formatMoney(model.withdrawableCents)}`,
    );
  }
  if (model.atProvider === null) {
    const actual = { current: ledger.balanceCents, withdrawable: ledger.withdrawableCents };
    for (const { label, figure, kind } of app.shownBalances()) {
      if (figure.startsWith('$') && figure !== formatMoney(actual[kind])) {
        problems.push(
          `'${label}' shows ${figure} on ${route}, the account holds ${formatMoney(actual[kind])}`,
        );
      }
    }
  }

  if (step.unknownOutcome) {
    const text = app.bodyText();
    if (!text.includes(TRANSACTION_MESSAGES.unconfirmed)) {
      problems.push(`an unknown outcome is not told as such on ${route}`);
    }
    if (screen.queryByRole('heading', { name: 'Transaction Unsuccessful' })) {
      problems.push(`an unknown outcome is called 'Transaction Unsuccessful' on ${route}`);
    }
    if (/\btry again\b/i.test(text)) {
      problems.push(`an unknown outcome is followed by 'try again' on ${route}`);
    }
  }

  if (model.atProvider === null) {
    const popup = app.popupShown();
    const expectedPopup = model.popup && collapse(SESSION_MESSAGES[model.popup]);
    if (
      popup === null ? expectedPopup !== null : !expectedPopup || !popup.includes(expectedPopup)
    ) {
      problems.push(
        `the popup shown is ${JSON.stringify(popup)}, expected ${JSON.stringify(expectedPopup)}`,
      );
    }
  }

  if (problems.length > 0) throw new Error(problems.join('\n'));
}

/** Runs one step of a command: counts its POSTs and checks the invariants after it. */
export async function step(
  model: AccountModel,
  app: AppUnderTest,
  maxPosts: 0 | 1,
  body: () => Promise<{ unknownOutcome: boolean } | void>,
): Promise<void> {
  const before = app.posts();
  const result = await body();
  model.methods = savedMethods();
  checkInvariants(model, app, {
    posts: app.posts() - before,
    maxPosts,
    unknownOutcome: result?.unknownOutcome ?? false,
  });
}

/** Right after a completion the confirmation must say it (the invariants only forbid a wrong one). */
export function expectConfirmation(app: AppUnderTest, model: AccountModel): void {
  const shown = app.confirmationSentences();
  const expected = sentenceOf(model.lastCompleted);
  if (shown.length !== 1 || shown[0] !== expected) {
    throw new Error(`the confirmation shows ${JSON.stringify(shown)}, expected "${expected}"`);
  }
}
