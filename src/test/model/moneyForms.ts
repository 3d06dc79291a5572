import { screen, within } from '@testing-library/react';
import type { Withdrawal } from '@/config/fees';
import { paths } from '@/config/paths';
import { formatShortMoney, type Cents } from '@/lib/money';
import type { AppUnderTest } from './appUnderTest';

/**
 * Every way the app moves money, driven through its real screen as a person does: open the
 * screen (typing its address when elsewhere), choose the amount, fill the rest, press the button.
 */

export type Direction = 'deposit' | 'withdraw';

/** An amount as the person chooses it: a preset button, or text typed key by key or pasted. */
export type AmountChoice =
  { how: 'preset'; cents: Cents } | { how: 'typed' | 'pasted'; cents: Cents; text: string };

export const FORM_IDS = [
  'savedCard',
  'newCard',
  'quickDeposit',
  'savedAch',
  'newAch',
  'bankLink',
  'walletDeposit',
  'walletWithdraw',
  'checkWithdraw',
  'achWithdraw',
] as const;
export type FormId = (typeof FORM_IDS)[number];

/** What the model knows of the account's saved methods (read from the sandbox after each step). */
export interface SavedMethods {
  cards: number;
  /** Accounts a deposit can use without verifying first. */
  verifiedAccounts: number;
  accounts: number;
  homeDefault: 'cc' | 'ach' | null;
}

export interface MoneyForm {
  id: FormId;
  /** For the command's description. */
  name: string;
  direction: Direction;
  route: string;
  /** The POST it sends, under /api/funding. */
  path: (methods: SavedMethods) => string;
  /** Preset buttons it offers whatever the account (withdrawals have none). */
  presets: Cents[];
  /** Whether the account's saved methods let a person use this form. */
  usable: (methods: SavedMethods) => boolean;
  /** Fills what the form needs besides the amount. */
  fill: (app: AppUnderTest) => Promise<void>;
  /** The button press that sends the POST (Next and Link's Continue for bank linking). */
  send: (app: AppUnderTest) => Promise<void>;
  /** The button that must be enabled once the form is filled. */
  button: () => HTMLElement;
  /** A withdrawal as the fee rule reads it (as `fill` leaves it: a check without rush). */
  withdrawal?: Withdrawal;
}

const CARD_PRESETS: Cents[] = [25_00, 50_00, 100_00, 200_00];
const ACH_PRESETS: Cents[] = [50_00, 100_00, 250_00, 500_00];
const EXPIRY_YEAR = String(new Date().getFullYear() + 2);
/** The seeded saving account must be verified by bank linking before a deposit. */
const UNVERIFIED_ACCOUNT = '43210';
/** A new account the sandbox saves on first use (its last 5 differ from the seeded accounts'). */
const NEW_ACCOUNT_NUMBER = '000987654321';

const field = (label: string) => screen.getByLabelText(label);
const depositButton = () => screen.getByRole('button', { name: 'Deposit' });
const withdrawButton = () => screen.getByRole('button', { name: 'Withdraw' });
const linkDialog = () => screen.getByRole('dialog', { name: 'Sandbox Bank Link' });

/** Clicks into the field (a valid expiry is read-only until focused), clears it and types. */
async function retype(app: AppUnderTest, label: string, value: string) {
  await app.user.click(field(label));
  await app.user.clear(field(label));
  await app.user.type(field(label), value);
}

/** A dropdown left empty gets its first choice. */
async function chooseFirstIfEmpty(app: AppUnderTest, label: string) {
  const select = field(label) as HTMLSelectElement;
  const first = [...select.options].find((option) => option.value !== '');
  if (select.value === '' && first) await app.user.selectOptions(select, first.value);
}

async function pressDeposit(app: AppUnderTest) {
  await app.user.click(depositButton());
}

async function pressWithdraw(app: AppUnderTest) {
  await app.user.click(withdrawButton());
}

/** The saved methods offered on screen; the account has some (the model knows it). */
function offered(radios: HTMLElement[], what: string): [HTMLElement, ...HTMLElement[]] {
  const [first, ...rest] = radios;
  if (!first) throw new Error(`the account has ${what} saved, but the screen offers none`);
  return [first, ...rest];
}

/** Chooses the first saved card when none is chosen, and types the CVV. */
async function fillSavedCard(app: AppUnderTest) {
  const cards = offered(screen.queryAllByRole('radio', { name: /\*{4} \d{4}$/ }), 'a card');
  if (!cards.some((card) => (card as HTMLInputElement).checked)) await app.user.click(cards[0]);
  await retype(app, 'CVV', '123');
}

export const MONEY_FORMS: Record<FormId, MoneyForm> = {
  savedCard: {
    id: 'savedCard',
    name: 'card deposit with a saved card',
    direction: 'deposit',
    route: paths.cardFunding,
    path: () => '/deposit/card',
    presets: CARD_PRESETS,
    usable: (methods) => methods.cards > 0,
    fill: fillSavedCard,
    send: pressDeposit,
    button: depositButton,
  },
  newCard: {
    id: 'newCard',
    name: 'card deposit with a new card',
    direction: 'deposit',
    route: paths.newCard,
    path: () => '/card',
    presets: CARD_PRESETS,
    usable: () => true,
    fill: async (app) => {
      await retype(app, 'Card Number', '4111 1111 1111 1111');
      await retype(app, 'Expiry month', '12');
      await retype(app, 'Expiry year', EXPIRY_YEAR);
      await retype(app, 'CVV', '123');
    },
    send: pressDeposit,
    button: depositButton,
  },
  quickDeposit: {
    id: 'quickDeposit',
    name: 'quick deposit on the home',
    direction: 'deposit',
    route: paths.home,
    path: (methods) => (methods.homeDefault === 'ach' ? '/expressfund/deposit' : '/deposit/card'),
    // The presets of a card and of an ACH default alike.
    presets: [50_00, 100_00],
    usable: (methods) => methods.homeDefault !== null,
    fill: async (app) => {
      const quick = screen.getByRole('region', { name: 'Quick Deposit' });
      if (within(quick).queryByLabelText('CVV')) await retype(app, 'CVV', '123');
    },
    send: pressDeposit,
    button: depositButton,
  },
  savedAch: {
    id: 'savedAch',
    name: 'ACH deposit from a saved account',
    direction: 'deposit',
    route: paths.achFunding,
    path: () => '/expressfund/deposit',
    presets: ACH_PRESETS,
    usable: (methods) => methods.verifiedAccounts > 0,
    fill: async (app) => {
      const usable = screen
        .queryAllByRole('radio', { name: /^(CHECKING|SAVING) \*+\d{5}$/ })
        .filter((radio) => !radio.closest('label')?.textContent?.includes(UNVERIFIED_ACCOUNT));
      await app.user.click(offered(usable, 'a verified bank account')[0]);
    },
    send: pressDeposit,
    button: depositButton,
  },
  newAch: {
    id: 'newAch',
    name: 'ACH deposit from a new account',
    direction: 'deposit',
    route: paths.achFunding,
    path: () => '/v2/ach',
    presets: ACH_PRESETS,
    // On the web the manual form is the ACH screen of an account without saved accounts.
    usable: (methods) => methods.accounts === 0,
    fill: async (app) => {
      await retype(app, 'Account Number', NEW_ACCOUNT_NUMBER);
      await retype(app, 'Confirm Account Number', NEW_ACCOUNT_NUMBER);
      await retype(app, 'Routing Number', '021000021');
    },
    send: pressDeposit,
    button: depositButton,
  },
  bankLink: {
    id: 'bankLink',
    name: 'bank-link deposit',
    direction: 'deposit',
    route: paths.plaidFunding,
    path: () => '/v2/ach',
    presets: ACH_PRESETS,
    usable: () => true,
    fill: async () => {},
    send: async (app) => {
      await app.user.click(screen.getByRole('button', { name: 'Next' }));
      await app.settle();
      const dialog = linkDialog();
      await app.user.click(within(dialog).getByRole('radio', { name: /Everyday Checking/ }));
      await app.user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    },
    button: () => screen.getByRole('button', { name: 'Next' }),
  },
  walletDeposit: {
    id: 'walletDeposit',
    name: 'wallet deposit',
    direction: 'deposit',
    route: paths.walletDeposit,
    path: () => '/paypal/deposit',
    presets: CARD_PRESETS,
    usable: () => true,
    fill: async () => {},
    send: pressDeposit,
    button: depositButton,
  },
  walletWithdraw: {
    id: 'walletWithdraw',
    name: 'wallet withdrawal',
    direction: 'withdraw',
    route: paths.walletWithdraw,
    path: () => '/paypal/withdraw',
    presets: [],
    usable: () => true,
    fill: async () => {},
    send: pressWithdraw,
    button: withdrawButton,
    withdrawal: { method: 'paypal' },
  },
  checkWithdraw: {
    id: 'checkWithdraw',
    name: 'check withdrawal',
    direction: 'withdraw',
    route: paths.checkWithdraw,
    path: () => '/cheque/withdraw',
    presets: [],
    usable: () => true,
    fill: (app) => chooseFirstIfEmpty(app, 'Delivery Address'),
    send: pressWithdraw,
    button: withdrawButton,
    withdrawal: { method: 'check', rush: false, signature: false, rushFeeCents: 0 },
  },
  achWithdraw: {
    id: 'achWithdraw',
    name: 'ACH withdrawal',
    direction: 'withdraw',
    route: paths.achWithdraw,
    path: () => '/expressfund/withdraw',
    presets: [],
    usable: (methods) => methods.accounts > 0,
    fill: (app) => chooseFirstIfEmpty(app, 'Bank Account'),
    send: pressWithdraw,
    button: withdrawButton,
    withdrawal: { method: 'ach' },
  },
};

/** Chooses the amount on the open form the way the person chose it. */
export async function enterAmount(app: AppUnderTest, amount: AmountChoice): Promise<void> {
  if (amount.how === 'preset') {
    await app.user.click(screen.getByRole('button', { name: formatShortMoney(amount.cents) }));
    return;
  }
  const input = field('Amount');
  await app.user.clear(input);
  if (amount.how === 'typed') await app.user.type(input, amount.text);
  else await app.user.paste(amount.text);
}
