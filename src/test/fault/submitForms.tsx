import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Scenario } from '@/sandbox/ledger';
import { serveAchDefaultMethod } from '@/test/faults';
import { renderApp } from '@/test/renderApp';

/**
 * Every submit button of the app, opened and filled through the real screen until it can be
 * pressed, for the submit half of the fault matrix and the one-submit-one-POST tests.
 */

export type User = ReturnType<typeof userEvent.setup>;

/** Which catalogue texts answer this form's failures. */
export type SubmitKind =
  'deposit' | 'withdraw' | 'walletDeposit' | 'walletWithdraw' | 'bankLink' | 'markDefault';

export interface SubmitForm {
  method: 'POST' | 'PUT';
  /** Under /api/funding. */
  path: string;
  kind: SubmitKind;
  /** Renders the screen and fills it until the submit button can be pressed. */
  open: (user: User) => Promise<void>;
  /** The button whose press sends the request. */
  button: () => HTMLElement;
  /** Presses it the way a user does. */
  submit: (user: User) => Promise<void>;
  /** A text field of the form to press Enter in (none for a lone button). */
  enterField?: () => HTMLElement;
  /** What the user typed, by field label: it must survive a failure. */
  typed: [label: string, value: string][];
  /** The form has a CVV, which every attempt clears. */
  cvv: boolean;
}

const DEPOSIT_AMOUNT = '40';
const WITHDRAW_AMOUNT = '25';
const CVV = '123';
const EXPIRY_YEAR = String(new Date().getFullYear() + 2);

export const field = (label: string) => screen.getByLabelText(label);
const amountField = () => field('Amount');
const depositButton = () => screen.getByRole('button', { name: 'Deposit' });
const withdrawButton = () => screen.getByRole('button', { name: 'Withdraw' });
const continueButton = () =>
  within(screen.getByRole('dialog', { name: 'Sandbox Bank Link' })).getByRole('button', {
    name: 'Continue',
  });
const mastercardDefaultButton = () =>
  screen.getByRole('button', { name: 'Mark as Default', description: /MASTERCARD/ });

/** A user whose waits run on the tests' fake clock. */
export const fakeClockUser = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

interface AmountFormSpec {
  path: string;
  kind: SubmitKind;
  route: string;
  scenario?: Scenario;
  /** Waits until the screen is ready for the amount. */
  ready: () => Promise<unknown>;
  /** The fields typed after the amount, by label, in order; 'CVV' is cleared by an attempt. */
  fields?: [label: string, value: string][];
  /** Where Enter is pressed (default: the amount). */
  enterField?: string;
  /** Sandbox overrides the screen needs. */
  setup?: () => void;
}

/** A form with an amount, sent by a Deposit or Withdraw button; the amount is typed over. */
function amountForm(spec: AmountFormSpec): SubmitForm {
  const withdrawal = spec.kind === 'withdraw' || spec.kind === 'walletWithdraw';
  const amount = withdrawal ? WITHDRAW_AMOUNT : DEPOSIT_AMOUNT;
  const button = withdrawal ? withdrawButton : depositButton;
  const fields = spec.fields ?? [];
  return {
    method: 'POST',
    path: spec.path,
    kind: spec.kind,
    open: async (user) => {
      spec.setup?.();
      await renderApp(spec.route, { scenario: spec.scenario ?? 'default' });
      await spec.ready();
      await user.clear(amountField());
      await user.type(amountField(), amount);
      for (const [label, value] of fields) await user.type(field(label), value);
    },
    button,
    submit: (user) => user.click(button()),
    enterField: () => field(spec.enterField ?? 'Amount'),
    typed: [['Amount', amount], ...fields.filter(([label]) => label !== 'CVV')],
    cvv: fields.some(([label]) => label === 'CVV'),
  };
}

const preset = (name: string) => () => screen.findByRole('button', { name, pressed: true });

export const SUBMIT_FORMS = {
  savedCard: amountForm({
    path: '/deposit/card',
    kind: 'deposit',
    route: '/deposit/cardfunding',
    ready: preset('$50'),
    fields: [['CVV', CVV]],
  }),
  newCard: amountForm({
    path: '/card',
    kind: 'deposit',
    route: '/deposit/xpressfunding-new-card',
    ready: preset('$50'),
    fields: [
      ['Card Number', '4111 1111 1111 1111'],
      ['Expiry month', '12'],
      ['Expiry year', EXPIRY_YEAR],
      ['CVV', CVV],
    ],
    enterField: 'Card Number',
  }),
  quickCard: amountForm({
    path: '/deposit/card',
    kind: 'deposit',
    route: '/',
    ready: preset('$50'),
    fields: [['CVV', CVV]],
  }),
  quickAch: amountForm({
    path: '/expressfund/deposit',
    kind: 'deposit',
    route: '/',
    setup: serveAchDefaultMethod,
    ready: preset('$100'),
  }),
  savedAch: amountForm({
    path: '/expressfund/deposit',
    kind: 'deposit',
    route: '/deposit/xpressfunding',
    ready: async () => {
      await screen.findByRole('radio', { name: /CHECKING/ });
      await preset('$100')();
    },
  }),
  newAch: amountForm({
    path: '/v2/ach',
    kind: 'deposit',
    route: '/deposit/xpressfunding',
    scenario: 'new-user',
    ready: async () => {
      await screen.findByRole('heading', { level: 1, name: 'Add New ACH Account' });
      await preset('$100')();
    },
    fields: [
      ['Account Number', '000123456789'],
      ['Confirm Account Number', '000123456789'],
      ['Routing Number', '021000021'],
    ],
    enterField: 'Routing Number',
  }),
  bankLink: {
    method: 'POST',
    path: '/v2/ach',
    kind: 'bankLink',
    // The amount, Next, and an account chosen in Link: its Continue sends the deposit.
    open: async (user) => {
      await renderApp('/deposit/plaidfunding');
      await preset('$100')();
      await user.clear(amountField());
      await user.type(amountField(), DEPOSIT_AMOUNT);
      const next = screen.getByRole('button', { name: 'Next' });
      await waitFor(() => expect(next).toHaveAttribute('aria-disabled', 'false'));
      await user.click(next);
      const dialog = await screen.findByRole('dialog', { name: 'Sandbox Bank Link' });
      await user.click(within(dialog).getByRole('radio', { name: /Everyday Checking/ }));
    },
    button: continueButton,
    submit: (user) => user.click(continueButton()),
    typed: [['Amount', DEPOSIT_AMOUNT]],
    cvv: false,
  },
  walletDeposit: amountForm({
    path: '/paypal/deposit',
    kind: 'walletDeposit',
    route: '/deposit/paypalfunding',
    ready: preset('$50'),
  }),
  walletWithdraw: amountForm({
    path: '/paypal/withdraw',
    kind: 'walletWithdraw',
    route: '/withdraw/paypalfunding',
    ready: () => screen.findByRole('heading', { level: 1, name: 'Paypal Funding' }),
  }),
  checkWithdraw: amountForm({
    path: '/cheque/withdraw',
    kind: 'withdraw',
    route: '/withdraw/xpressfunding-fedex',
    ready: () => screen.findByRole('combobox', { name: 'Delivery Address' }),
  }),
  achWithdraw: amountForm({
    path: '/expressfund/withdraw',
    kind: 'withdraw',
    route: '/withdraw/xpressfunding',
    ready: () => screen.findByRole('combobox', { name: 'Bank Account' }),
  }),
  markDefault: {
    method: 'PUT',
    path: '/user/mark-as-default',
    kind: 'markDefault',
    open: async () => {
      await renderApp('/deposit/cardfunding');
      await screen.findByRole('button', { name: 'Default', description: /VISA/ });
    },
    button: mastercardDefaultButton,
    submit: (user) => user.click(mastercardDefaultButton()),
    typed: [],
    cvv: false,
  },
} satisfies Record<string, SubmitForm>;

export type SubmitFormKey = keyof typeof SUBMIT_FORMS;
export const SUBMIT_FORM_KEYS = Object.keys(SUBMIT_FORMS) as SubmitFormKey[];
