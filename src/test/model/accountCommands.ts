import { screen, within } from '@testing-library/react';
import fc from 'fast-check';
import { REQUEST_TIMEOUT_MS } from '@/config/constants';
import { withdrawalFeeCents, withFeeCents } from '@/config/fees';
import { paths } from '@/config/paths';
import { formatMoney, formatShortMoney } from '@/lib/money';
import { WALLET_DEPOSIT_FAILED } from '@/features/wallet/messages';
import { expectConfirmation, step, type AccountModel } from './accountModel';
import { amountFor, describeAmount, NOT_AMOUNTS } from './amounts';
import type { AppUnderTest } from './appUnderTest';
import {
  enterAmount,
  FORM_IDS,
  MONEY_FORMS,
  type AmountChoice,
  type FormId,
  type MoneyForm,
} from './moneyForms';
import {
  ANSWER_KINDS,
  answerNextPost,
  describeAnswer,
  expectedOutcome,
  mayBeApplied,
  type AnswerPlan,
} from './serverAnswers';

/**
 * The commands of the model-based tests: what a person does (deposit or withdraw by every
 * method, paste a wrong amount, abandon a round trip, navigate, reload) and what the server
 * answers. Each runs on the real app and then checks the invariants (accountModel.ts).
 */

type Command = fc.AsyncCommand<AccountModel, AppUnderTest>;

/** The sandbox answers most submits; the rest get one of the faults. */
const answers: fc.Arbitrary<Omit<AnswerPlan, 'slow'>> = fc.oneof(
  { weight: 3, arbitrary: fc.constant({ kind: 'sandbox' as const, applied: false }) },
  {
    weight: 2,
    arbitrary: fc
      .record({
        kind: fc.constantFrom(...ANSWER_KINDS.filter((kind) => kind !== 'sandbox')),
        applied: fc.boolean(),
      })
      .map((plan) => ({ ...plan, applied: plan.applied && mayBeApplied(plan.kind) })),
  },
);

/** Where the person goes once the wallet deposit has sent them to the provider. */
export type ProviderStep =
  | { then: 'pays'; flagIn: 'page query' | 'hash query' }
  | { then: 'cancels'; flagIn: 'page query' | 'hash query' }
  | { then: 'types an address'; route: string }
  | { then: 'goes back' };

const describeProviderStep = (next: ProviderStep) =>
  next.then === 'types an address'
    ? `abandons it and types ${next.route}`
    : next.then === 'goes back'
      ? 'abandons it with the back button'
      : `${next.then} (flag in the ${next.flagIn})`;

/** The provider's return address: the callBackUrl with the flag in the page or hash query. */
function returnAddress(callBackUrl: string, flag: string, flagIn: 'page query' | 'hash query') {
  const url = new URL(callBackUrl);
  if (flagIn === 'page query') {
    url.searchParams.set(flag, 'true');
    return url.href;
  }
  return `${url.href}${url.hash.includes('?') ? '&' : '?'}${flag}=true`;
}

const TYPED_ROUTES = [
  paths.home,
  paths.cardFunding,
  paths.achFunding,
  paths.walletDeposit,
  paths.plaidFunding,
  paths.withdraw,
  paths.walletWithdraw,
  paths.achWithdraw,
  paths.checkWithdraw,
  paths.confirmation,
  paths.error,
];

async function openScreen(app: AppUnderTest, form: MoneyForm) {
  if (app.route() !== form.route) await app.typeAddress(form.route);
}

/**
 * Deposit or withdraw with one form, one amount and one server answer. With `meanwhile`, the
 * answer is slow and the person tries to choose that other amount while it is on its way.
 */
class MoneyCommand implements Command {
  constructor(
    readonly form: MoneyForm,
    readonly amount: AmountChoice,
    readonly answer: AnswerPlan,
    readonly meanwhile: AmountChoice | null,
    readonly atProvider: ProviderStep | null,
  ) {}

  check(model: Readonly<AccountModel>): boolean {
    return model.atProvider === null && model.popup === null && this.form.usable(model.methods);
  }

  async run(model: AccountModel, app: AppUnderTest): Promise<void> {
    await step(model, app, 1, () => this.submit(model, app));
    if (model.atProvider && this.atProvider) {
      const next = this.atProvider;
      await step(model, app, 0, () => leaveProvider(model, app, next));
    }
  }

  private async submit(model: AccountModel, app: AppUnderTest) {
    const { form, amount, answer } = this;
    await openScreen(app, form);
    const answered = answerNextPost(form.path(model.methods), answer, app.stalled);
    await enterAmount(app, amount);
    await form.fill(app);
    const button = form.button();
    if (button.getAttribute('aria-disabled') === 'true') {
      const why = document.getElementById(button.getAttribute('aria-describedby') ?? '');
      throw new Error(
        `${form.name}: '${button.textContent}' stays greyed after ${describeAmount(amount)} (${why?.textContent ?? 'no reason given'})`,
      );
    }
    await form.send(app);
    if (this.meanwhile) await this.tryAnotherAmount(app, this.meanwhile, () => answered.hits > 0);
    if (answer.kind === 'timeout') {
      await app.settle();
      await app.passTime(REQUEST_TIMEOUT_MS);
    }
    await app.settle();

    if (answered.hits !== 1) throw new Error(`${form.name} sent ${answered.hits} POSTs`);
    const wire = answered.body?.amount;
    if (wire !== amount.cents / 100) {
      throw new Error(
        `${form.name} posted amount ${JSON.stringify(wire)} for ${describeAmount(amount)} (${formatMoney(amount.cents)})`,
      );
    }
    const wallet = form.id === 'walletDeposit';
    if (answered.sandboxErrorCode === 0 && !wallet) {
      if (form.withdrawal) {
        // The balance pays the amount and the fee.
        const taken = withFeeCents(amount.cents, withdrawalFeeCents(form.withdrawal));
        model.balanceCents -= taken;
        model.withdrawableCents -= taken;
      } else {
        model.balanceCents += amount.cents;
      }
    }

    const outcome = expectedOutcome(answer.kind, answered.sandboxErrorCode);
    const route = app.route();
    if (outcome === 'accepted' && wallet) {
      const [address, ...more] = app.redirects();
      if (!address || more.length > 0) {
        throw new Error(
          `the wallet deposit was accepted but the app went to ${app.redirects().length} addresses`,
        );
      }
      const callBackUrl = String(answered.body?.callBackUrl);
      model.atProvider = { address, callBackUrl, cents: amount.cents };
      app.leaveForProvider();
      return undefined;
    }
    if (app.redirects().length > 0) throw new Error(`the app left for ${app.redirects()[0]}`);
    if (outcome === 'accepted') {
      if (route !== paths.confirmation) {
        throw new Error(`${form.name} was accepted but the app shows ${route}`);
      }
      model.lastCompleted = { direction: form.direction, cents: amount.cents };
      expectConfirmation(app, model);
      return undefined;
    }
    if (route === paths.confirmation) {
      throw new Error(`${form.name} answered ${describeAnswer(answer)} but the app confirms it`);
    }
    if (outcome === 'sessionExpired') model.popup = 'sessionExpired';
    return { unknownOutcome: outcome === 'unknown' };
  }

  /** While the POST is on its way the form is locked: the amount shown is the one being sent. */
  private async tryAnotherAmount(app: AppUnderTest, other: AmountChoice, posted: () => boolean) {
    await app.passTimeUntil(posted);
    const input = screen.getByLabelText('Amount') as HTMLInputElement;
    const shown = input.value;
    await tryAmount(app, other);
    if (input.value !== shown) {
      throw new Error(
        `while ${formatMoney(this.amount.cents)} was on its way the amount field changed from ${JSON.stringify(shown)} to ${JSON.stringify(input.value)}`,
      );
    }
    const processing = `Processing ${formatMoney(this.amount.cents)}...`;
    if (!screen.queryByRole('button', { name: processing })) {
      throw new Error(`while the answer is on its way no button says '${processing}'`);
    }
  }

  toString(): string {
    const away = this.atProvider
      ? `; if sent to the provider, the person ${describeProviderStep(this.atProvider)}`
      : '';
    const meanwhile = this.meanwhile
      ? ` (meanwhile the person tries ${describeAmount(this.meanwhile)})`
      : '';
    return `${this.form.name} of ${describeAmount(this.amount)} answered ${describeAnswer(this.answer)}${meanwhile}${away}`;
  }
}

/** Chooses an amount as a person would, without clearing first: a locked field may refuse it. */
async function tryAmount(app: AppUnderTest, amount: AmountChoice) {
  if (amount.how === 'preset') {
    await app.user.click(screen.getByRole('button', { name: formatShortMoney(amount.cents) }));
    return;
  }
  await app.user.tripleClick(screen.getByLabelText('Amount'));
  if (amount.how === 'typed') await app.user.keyboard(amount.text);
  else await app.user.paste(amount.text);
}

/** The person at the wallet provider pays, cancels, or abandons the round trip. */
async function leaveProvider(model: AccountModel, app: AppUnderTest, next: ProviderStep) {
  const provider = model.atProvider;
  if (!provider) return;
  model.atProvider = null;
  if (next.then === 'types an address') {
    await app.arriveFromOutside(`/#${next.route}`);
    return;
  }
  if (next.then === 'goes back') {
    await app.backFromProvider();
    return;
  }
  const paid = next.then === 'pays';
  app.settleAtProvider(provider, paid ? 'success' : 'cancel');
  if (paid) model.balanceCents += provider.cents;
  await app.arriveFromOutside(
    returnAddress(provider.callBackUrl, paid ? 'success' : 'error', next.flagIn),
  );
  const route = app.route();
  if (paid) {
    if (route !== paths.confirmation) {
      throw new Error(`back from the provider with the payment made, the app shows ${route}`);
    }
    model.lastCompleted = { direction: 'deposit', cents: provider.cents };
    expectConfirmation(app, model);
  } else if (route === paths.confirmation) {
    throw new Error('back from the provider with the payment cancelled, the app confirms it');
  } else if (!app.bodyText().includes(WALLET_DEPOSIT_FAILED)) {
    throw new Error(`back from the provider with the payment cancelled, ${route} does not say so`);
  }
}

/** Pastes something that is no amount into a form: nothing may be sent. */
class NotAnAmountCommand implements Command {
  constructor(
    readonly form: MoneyForm,
    readonly text: string,
  ) {}

  check(model: Readonly<AccountModel>): boolean {
    return model.atProvider === null && model.popup === null && this.form.usable(model.methods);
  }

  async run(model: AccountModel, app: AppUnderTest): Promise<void> {
    await step(model, app, 0, async () => {
      const { form, text } = this;
      await openScreen(app, form);
      await form.fill(app);
      await app.user.click(screen.getByLabelText('Amount'));
      await app.user.clear(screen.getByLabelText('Amount'));
      await app.user.paste(text);
      await app.settle();
      const button = form.button();
      if (button.getAttribute('aria-disabled') !== 'true') {
        throw new Error(
          `${form.name}: '${button.textContent}' can be pressed with ${JSON.stringify(text)} pasted`,
        );
      }
      if (!app.bodyText().includes('Invalid amount')) {
        throw new Error(
          `${form.name}: ${JSON.stringify(text)} pasted is not called 'Invalid amount'`,
        );
      }
      // Pressing it anyway (it is greyed, not disabled: it takes the press) sends nothing (the
      // step may send no POST).
      await app.user.click(button);
      await app.settle();
    });
  }

  toString(): string {
    return `${this.form.name}: paste ${JSON.stringify(this.text)} and press the button`;
  }
}

/**
 * Opens bank linking with an amount, then leaves Link with Exit: nothing is posted, and the
 * OAuth round trip's record goes. In the quick-deposit frame Link is never started: the screen
 * offers a window of its own and nothing else.
 */
class BankLinkExitCommand implements Command {
  constructor(readonly amount: AmountChoice) {}

  check(model: Readonly<AccountModel>): boolean {
    return model.atProvider === null && model.popup === null;
  }

  async run(model: AccountModel, app: AppUnderTest): Promise<void> {
    await step(model, app, 0, async () => {
      const form = MONEY_FORMS.bankLink;
      await openScreen(app, form);
      if (model.inFrame) {
        await screen.findByText('Instant Bank Verification opens in a new window.');
        if (screen.queryByRole('button', { name: 'Next' }) !== null) {
          throw new Error('bank linking in the frame offers Next');
        }
        return;
      }
      await enterAmount(app, this.amount);
      await app.user.click(form.button());
      await app.settle();
      const dialog = screen.getByRole('dialog', { name: 'Sandbox Bank Link' });
      await app.user.click(within(dialog).getByRole('button', { name: 'Exit' }));
      await app.settle();
      if (window.sessionStorage.getItem('bankLinkResume') !== null) {
        throw new Error('Exit left the bank-link round trip stored');
      }
    });
  }

  toString(): string {
    return `bank linking opened with ${describeAmount(this.amount)}, left with Exit`;
  }
}

class TypeAddressCommand implements Command {
  constructor(readonly route: string) {}

  check(model: Readonly<AccountModel>): boolean {
    return model.atProvider === null;
  }

  async run(model: AccountModel, app: AppUnderTest): Promise<void> {
    await step(model, app, 0, () => app.typeAddress(this.route));
  }

  toString(): string {
    return `type the address ${this.route}`;
  }
}

class BackCommand implements Command {
  check(model: Readonly<AccountModel>): boolean {
    return model.atProvider === null;
  }

  async run(model: AccountModel, app: AppUnderTest): Promise<void> {
    await step(model, app, 0, async () => {
      const search = window.location.search;
      await app.back();
      // Another page's entry is a page load: no popup survives it.
      if (window.location.search !== search) model.popup = null;
    });
  }

  toString(): string {
    return 'back';
  }
}

class ReloadCommand implements Command {
  check(model: Readonly<AccountModel>): boolean {
    return model.atProvider === null;
  }

  async run(model: AccountModel, app: AppUnderTest): Promise<void> {
    model.popup = null;
    await step(model, app, 0, () => app.reload());
  }

  toString(): string {
    return 'reload';
  }
}

class DismissPopupCommand implements Command {
  check(model: Readonly<AccountModel>): boolean {
    return model.atProvider === null && model.popup !== null;
  }

  async run(model: AccountModel, app: AppUnderTest): Promise<void> {
    model.popup = null;
    await step(model, app, 0, async () => {
      // A browser keeps focus out of the inert page behind the popup; jsdom does not honour
      // inert, so focus may have moved to the page (after a navigation): give it back first.
      const popup = screen
        .getAllByRole('dialog')
        .find((dialog) => !dialog.textContent?.includes('Sandbox Bank Link'));
      if (popup && !popup.contains(document.activeElement)) popup.focus();
      await app.user.keyboard('{Escape}');
      await app.settle();
    });
  }

  toString(): string {
    return 'dismiss the popup (Escape)';
  }
}

const providerSteps: fc.Arbitrary<ProviderStep> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      then: fc.constant('pays' as const),
      flagIn: fc.constantFrom('page query' as const, 'hash query' as const),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      then: fc.constant('cancels' as const),
      flagIn: fc.constantFrom('page query' as const, 'hash query' as const),
    }),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(...TYPED_ROUTES)
      .map((route) => ({ then: 'types an address' as const, route })),
  },
  { weight: 1, arbitrary: fc.constant({ then: 'goes back' as const }) },
);

const moneyCommand = (id: FormId): fc.Arbitrary<Command> => {
  const form = MONEY_FORMS[id];
  return fc
    .record({
      amount: amountFor(form),
      answer: answers,
      // Bank linking posts from Link's dialog, after its form: nothing to change meanwhile.
      meanwhile: id === 'bankLink' ? fc.constant(null) : fc.option(amountFor(form), { freq: 4 }),
      atProvider: id === 'walletDeposit' ? providerSteps : fc.constant(null),
    })
    .map(
      ({ amount, answer, meanwhile, atProvider }) =>
        new MoneyCommand(
          form,
          amount,
          { ...answer, slow: meanwhile !== null },
          meanwhile,
          atProvider,
        ),
    );
};

/** The wallet round trip has the most ways to end: it comes up twice as often. */
const moneyCommands = fc.oneof(
  ...FORM_IDS.map((id) => ({
    weight: id === 'walletDeposit' ? 2 : 1,
    arbitrary: moneyCommand(id),
  })),
);

/** The commands of one run, up to `maxCommands` of them; half of them move money. */
export const accountCommands = (maxCommands: number) =>
  fc.commands(
    [
      ...Array.from({ length: 6 }, () => moneyCommands),
      fc.constantFrom(...TYPED_ROUTES).map((route) => new TypeAddressCommand(route)),
      fc.constant(new BackCommand()),
      fc.constant(new ReloadCommand()),
      fc.constant(new DismissPopupCommand()),
      amountFor(MONEY_FORMS.bankLink).map((amount) => new BankLinkExitCommand(amount)),
      fc
        .record({ id: fc.constantFrom(...FORM_IDS), text: fc.constantFrom(...NOT_AMOUNTS) })
        .map(({ id, text }) => new NotAnAmountCommand(MONEY_FORMS[id], text)),
    ],
    { maxCommands, size: 'max' },
  );
