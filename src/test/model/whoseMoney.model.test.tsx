import { screen, waitFor, within } from '@testing-library/react';
import fc from 'fast-check';
import Cookies from 'js-cookie';
import { http } from 'msw';
import { paths } from '@/config/paths';
import { formatMoney, formatShortMoney, type Cents } from '@/lib/money';
import { DEMO_USER } from '@/sandbox/demoUser';
import { sandboxServer } from '@/sandbox/node';
import { SANDBOX_BANK_ACCOUNTS } from '@/sandbox/bankCatalog';
import { OAUTH_OUTCOME_KEY } from '@/sandbox/plaidLinkStandIn';
import { TRANSACTION_MESSAGES, WALLET_APPROVED } from '@/domain/transaction/messages';
import { WALLET_DEPOSIT_FAILED } from '@/features/wallet/messages';
import { onTestCleanup } from '@/test/cleanups';
import { installFakeLocks } from '@/test/fakeLocks';
import { fakeClockUser } from '@/test/fault/submitForms';
import { renderSecondTab } from '@/test/renderApp';
import { resetBetweenTests } from '@/test/resetBetweenTests';
import { AppUnderTest } from './appUnderTest';
import { MONEY_FORMS, type MoneyForm } from './moneyForms';
import { scaled } from '@/test/timeScale';
import { propertyRun } from '@/test/propertyRuns';

// jsdom cannot leave the page: the wallet deposit's redirect to the provider is recorded.
jest.mock('@/platform/navigation', () => ({
  ...jest.requireActual<object>('@/platform/navigation'),
  redirectTo: jest.fn(),
}));

/**
 * Whose money. Random sequences of card, ACH, bank-link and wallet deposits, round
 * trips left for the provider or the bank, sign-outs, sign-ins as another member, returns with
 * success, error, both or neither, reloads and a second tab pressing Deposit within a second of
 * the first, on the whole app (real store, sagas and sandbox; a fake lock manager and a second
 * store over the same cookies and storage stand for the second tab). After every step:
 * - every POST carries the token of the member who started it, and only while that member is
 *   signed on; two tabs never both post;
 * - nothing is confirmed to anyone but the member who started it;
 * - a success the provider gave is never called a failure nor followed by the form again.
 * Seeded and bounded: FC_SEED and FC_RUNS override the seed and the number of runs.
 */

/** Commands generated per run; those whose precondition fails (a return with nothing away) are skipped. */
const MAX_COMMANDS = 16;

type Member = 'A' | 'B';
const SIGN_ON: Record<Member, { xAuthToken: string; displayName: string; uid: string }> = {
  A: DEMO_USER,
  B: { xAuthToken: 'token-of-b', displayName: 'Blair Quinn', uid: 'bquinn' },
};
const memberOfToken = (token: string | null): Member | null =>
  token === SIGN_ON.A.xAuthToken ? 'A' : token === SIGN_ON.B.xAuthToken ? 'B' : null;

type RoundTrip = 'wallet' | 'bank';
type WalletAnswer = 'success' | 'error' | 'both' | 'neither';

interface Model {
  /** Whose sign-on the browser holds now. */
  signedOn: Member | null;
  /** Whose page tab 1 is: the sign-on when it last loaded. */
  pageMember: Member | null;
  /** A round trip the page left for: who started it, with what. */
  away: { kind: RoundTrip; starter: Member; cents: Cents; callBackUrl: string; ref: string } | null;
  /** The deposit tab 1's confirmation is about (stored for it), and whose it is. */
  confirmed: { cents: Cents; member: Member } | null;
  /**
   * Tab 1 has opened a screen while the sign-on was not its member's: that screen's loads went
   * with another sign-on or none, so its form may stay empty until the page loads again.
   */
  staleLoads: boolean;
}

/** The app, and every POST it sent with the member its token names. */
interface Real {
  app: AppUnderTest;
  posts: { path: string; member: Member | null }[];
}

type Command = fc.AsyncCommand<Model, Real>;

/** The POSTs a step sent must be exactly these: one per expected poster, by that member. */
function expectPosts(real: Real, before: number, expected: Member[], what: string) {
  const sent = real.posts.slice(before).map((post) => post.member);
  if (JSON.stringify(sent) !== JSON.stringify(expected)) {
    throw new Error(
      `${what}: expected POSTs by [${expected.join(', ')}], the app sent [${sent.map(String).join(', ')}]`,
    );
  }
}

/** The step ends on the confirmation of `cents` for `member`, or on no confirmation. */
function confirm(
  model: Model,
  real: Real,
  cents: Cents | null,
  member: Member | null,
  what: string,
) {
  model.confirmed = cents === null || member === null ? null : { cents, member };
  expectConfirmed(real, model.confirmed?.cents ?? null, what);
}

/** Nothing on screen confirms an amount unless this step completed one for the page's member. */
function expectConfirmed(real: Real, cents: Cents | null, what: string) {
  const sentences = real.app.confirmationSentences();
  const expected =
    cents === null
      ? []
      : [`The amount of ${formatMoney(cents)} has been deposited to your account.`];
  if (JSON.stringify(sentences) !== JSON.stringify(expected)) {
    throw new Error(`${what}: the screen confirms [${sentences.join(' | ')}]`);
  }
}

async function open(app: AppUnderTest, form: MoneyForm, cents: Cents) {
  if (app.route() !== form.route) await app.typeAddress(form.route);
  await app.user.click(await screen.findByRole('button', { name: formatShortMoney(cents) }));
  await form.fill(app);
}

const guardText = (model: Model) =>
  model.signedOn === null ? 'Please log in to continue.' : TRANSACTION_MESSAGES.otherSignIn;

/** A card or ACH deposit from tab 1, answered by the sandbox. */
class DepositCommand implements Command {
  constructor(
    readonly form: MoneyForm,
    readonly cents: Cents,
  ) {}

  check(model: Readonly<Model>) {
    return model.away === null && model.pageMember !== null;
  }

  async run(model: Model, real: Real) {
    const { app } = real;
    const before = real.posts.length;
    const ours = model.signedOn === model.pageMember;
    const staleLoads = model.staleLoads;
    if (!ours) model.staleLoads = true;
    let filled = true;
    try {
      await open(app, this.form, this.cents);
      await this.form.send(app);
    } catch (cannotFill) {
      // Signed out or in as another member since the page loaded, the screen's own loads carry
      // that sign-on: its form may never fill. Either way nothing may be posted.
      if (ours && !staleLoads) throw cannotFill;
      filled = false;
    }
    await app.settle();
    const made = ours && filled;
    expectPosts(real, before, made ? [model.pageMember!] : [], this.toString());
    confirm(model, real, made ? this.cents : null, model.pageMember, this.toString());
    if (!ours && !app.bodyText().includes(guardText(model)) && !app.popupShown()) {
      throw new Error(`${this.toString()}: nothing was posted and nothing says why`);
    }
  }

  toString() {
    return `${this.form.name} of ${formatMoney(this.cents)}`;
  }
}

/** Tab 1 leaves for PayPal or an OAuth bank with a deposit. */
class LeaveCommand implements Command {
  constructor(
    readonly kind: RoundTrip,
    readonly cents: Cents,
  ) {}

  check(model: Readonly<Model>) {
    return (
      model.away === null &&
      model.pageMember !== null &&
      model.signedOn === model.pageMember &&
      !model.staleLoads
    );
  }

  async run(model: Model, real: Real) {
    const { app } = real;
    const before = real.posts.length;
    const starter = model.pageMember!;
    if (this.kind === 'wallet') {
      await open(app, MONEY_FORMS.walletDeposit, this.cents);
      await MONEY_FORMS.walletDeposit.send(app);
      await app.settle();
      expectPosts(real, before, [starter], this.toString());
      const [address] = app.redirects();
      const body = app.requests.bodies('POST', '/paypal/deposit').at(-1) as { callBackUrl: string };
      if (!address) throw new Error(`${this.toString()}: the app did not leave for PayPal`);
      const ref = new URL(address).searchParams.get('ref') ?? '';
      model.away = {
        kind: 'wallet',
        starter,
        cents: this.cents,
        callBackUrl: body.callBackUrl,
        ref,
      };
    } else {
      await open(app, MONEY_FORMS.bankLink, this.cents);
      await app.user.click(screen.getByRole('button', { name: 'Next' }));
      await app.settle();
      expectPosts(real, before, [], this.toString());
      model.away = { kind: 'bank', starter, cents: this.cents, callBackUrl: '', ref: '' };
    }
    model.confirmed = null;
    app.leaveForProvider();
  }

  toString() {
    return `leaves for ${this.kind === 'wallet' ? 'PayPal' : 'an OAuth bank'} with ${formatMoney(this.cents)}`;
  }
}

/** The browser's sign-on changes in another tab or window: this page is not reloaded. */
class SignOnCommand implements Command {
  constructor(readonly member: Member | null) {}

  check(model: Readonly<Model>) {
    return model.signedOn !== this.member;
  }

  async run(model: Model) {
    if (this.member === null) Cookies.remove('xpbUser');
    else Cookies.set('xpbUser', JSON.stringify(SIGN_ON[this.member]));
    model.signedOn = this.member;
  }

  toString() {
    return this.member === null ? 'signs out elsewhere' : `signs in as ${this.member} elsewhere`;
  }
}

/** Back from PayPal with its answer in the address. */
class WalletReturnCommand implements Command {
  constructor(readonly answer: WalletAnswer) {}

  check(model: Readonly<Model>) {
    return model.away?.kind === 'wallet';
  }

  async run(model: Model, real: Real) {
    const { app } = real;
    const away = model.away!;
    model.away = null;
    const paid = this.answer === 'success' || this.answer === 'both';
    app.settleAtProvider(
      { address: `https://paypal.test/?ref=${away.ref}`, callBackUrl: away.callBackUrl },
      paid ? 'success' : 'cancel',
    );
    const flags = {
      success: 'success=true',
      error: 'error=true',
      both: 'success=true&error=true',
      neither: '',
    }[this.answer];
    const url = new URL(away.callBackUrl);
    const address = flags ? `${url.href}${url.hash.includes('?') ? '&' : '?'}${flags}` : url.href;
    const before = real.posts.length;
    await app.arriveFromOutside(address);
    model.pageMember = model.signedOn;
    model.staleLoads = false;
    const ours = model.signedOn === away.starter;
    const what = this.toString();
    expectPosts(real, before, [], what);
    confirm(model, real, ours && this.answer === 'success' ? away.cents : null, away.starter, what);
    const text = app.bodyText();
    const approvedWithoutRecord = this.answer === 'success' && model.signedOn === null;
    if (approvedWithoutRecord !== text.includes(WALLET_APPROVED.heading)) {
      throw new Error(`${what}: 'Payment approved' ${approvedWithoutRecord ? 'missing' : 'shown'}`);
    }
    if (paid && text.includes(WALLET_DEPOSIT_FAILED)) {
      throw new Error(`${what}: PayPal took the payment, and the app calls it a failure`);
    }
    if (
      paid &&
      app.route() !== paths.confirmation &&
      screen.queryByRole('button', { name: 'Try again' })
    ) {
      throw new Error(`${what}: PayPal took the payment, and the app invites a second one`);
    }
    if (
      this.answer !== 'neither' &&
      model.signedOn !== null &&
      !ours &&
      !text.includes(TRANSACTION_MESSAGES.otherSignIn)
    ) {
      throw new Error(`${what}: another member's deposit came back and nothing says so`);
    }
  }

  toString() {
    return `comes back from PayPal with ${this.answer}`;
  }
}

/** Back from the OAuth bank, approved or not; an approved link is then continued in Link. */
class BankReturnCommand implements Command {
  constructor(readonly approved: boolean) {}

  check(model: Readonly<Model>) {
    return model.away?.kind === 'bank';
  }

  async run(model: Model, real: Real) {
    const { app } = real;
    const away = model.away!;
    model.away = null;
    const account = SANDBOX_BANK_ACCOUNTS.find((bankAccount) => bankAccount.oauth)!;
    window.sessionStorage.setItem(
      OAUTH_OUTCOME_KEY,
      JSON.stringify({ account: account.id, outcome: this.approved ? 'approved' : 'denied' }),
    );
    const before = real.posts.length;
    await app.arriveFromOutside('/?oauth_state_id=state-model#/');
    model.pageMember = model.signedOn;
    model.staleLoads = false;
    const ours = model.signedOn === away.starter;
    const dialog = screen.queryByRole('dialog', { name: 'Sandbox Bank Link' });
    if (ours !== (dialog !== null)) {
      throw new Error(
        `${this.toString()}: Link ${dialog ? 'resumed' : 'did not resume'} for ${String(model.signedOn)} (started by ${away.starter})`,
      );
    }
    if (dialog && this.approved) {
      await app.user.click(within(dialog).getByRole('button', { name: 'Continue' }));
      await app.settle();
    }
    expectPosts(real, before, ours && this.approved ? [away.starter] : [], this.toString());
    confirm(model, real, ours && this.approved ? away.cents : null, away.starter, this.toString());
    if (
      model.signedOn !== null &&
      !ours &&
      !app.bodyText().includes(TRANSACTION_MESSAGES.otherSignIn)
    ) {
      throw new Error(
        `${this.toString()}: another member's bank link came back and nothing says so`,
      );
    }
  }

  toString() {
    return `comes back from the bank, ${this.approved ? 'approved' : 'denied'}`;
  }
}

class ReloadCommand implements Command {
  check(model: Readonly<Model>) {
    return model.away === null;
  }

  async run(model: Model, real: Real) {
    await real.app.reload();
    model.pageMember = model.signedOn;
    model.staleLoads = false;
    // A confirmation survives a reload, and is shown only to its own member.
    const shown = model.confirmed?.member === model.signedOn ? model.confirmed : null;
    expectConfirmed(real, shown?.cents ?? null, 'reload');
  }

  toString() {
    return 'reloads';
  }
}

/** A second tab of the browser presses Deposit on the same card deposit within a second. */
class SecondTabCommand implements Command {
  constructor(readonly cents: Cents) {}

  check(model: Readonly<Model>) {
    return (
      model.away === null &&
      model.pageMember !== null &&
      model.signedOn === model.pageMember &&
      !model.staleLoads
    );
  }

  async run(model: Model, real: Real) {
    const { app } = real;
    const member = model.pageMember!;
    await open(app, MONEY_FORMS.savedCard, this.cents);
    const firstDeposit = screen.getByRole('button', { name: 'Deposit' });
    const second = renderSecondTab(paths.cardFunding);
    onTestCleanup(second.unmount);
    const tab = within(second.container);
    const user = fakeClockUser();
    await waitFor(() => tab.getByRole('radio', { name: /VISA/ }));
    await user.click(tab.getByRole('button', { name: formatShortMoney(this.cents) }));
    await user.type(tab.getByLabelText('CVV'), '123');
    const before = real.posts.length;
    // The first tab's deposit takes a second to answer.
    sandboxServer.use(
      http.post(
        '*/api/funding/deposit/card',
        async () => {
          await new Promise((resolve) => setTimeout(resolve, 1000));
          return undefined;
        },
        { once: true },
      ),
    );
    await app.user.click(firstDeposit);
    await app.passTime(300);
    await user.click(tab.getByRole('button', { name: 'Deposit' }));
    await app.settle();
    expectPosts(real, before, [member], this.toString());
    const told = `Another tab just made a deposit of ${formatMoney(this.cents)}.`;
    if (!tab.queryByText(told)) {
      throw new Error(`${this.toString()}: the second tab does not say '${told}'`);
    }
    second.unmount();
    confirm(model, real, this.cents, member, this.toString());
  }

  toString() {
    return `a second tab deposits ${formatMoney(this.cents)} by card within a second of this one`;
  }
}

/** Leaves for PayPal or the bank, the sign-on perhaps changes meanwhile, and the page comes back. */
class RoundTripCommand implements Command {
  constructor(
    readonly leave: LeaveCommand,
    readonly meanwhile: SignOnCommand | null,
    readonly back: WalletReturnCommand | BankReturnCommand,
  ) {}

  check(model: Readonly<Model>) {
    return this.leave.check(model);
  }

  async run(model: Model, real: Real) {
    await this.leave.run(model, real);
    if (this.meanwhile?.check(model)) await this.meanwhile.run(model);
    await this.back.run(model, real);
  }

  toString() {
    return [this.leave, this.meanwhile ?? 'the sign-on stays', this.back].join(', ');
  }
}

const SIGN_ONS = fc.constantFrom<Member | null>('A', 'B', null);
const WALLET_ANSWERS = fc.constantFrom<WalletAnswer>('success', 'error', 'both', 'neither');

const CARD_PRESETS: Cents[] = [25_00, 100_00];
const ACH_PRESETS: Cents[] = [50_00, 250_00];

const roundTrips = fc.oneof(
  fc
    .tuple(fc.constantFrom(...CARD_PRESETS), fc.option(SIGN_ONS), WALLET_ANSWERS)
    .map(
      ([cents, meanwhile, answer]) =>
        new RoundTripCommand(
          new LeaveCommand('wallet', cents),
          meanwhile === null ? null : new SignOnCommand(meanwhile),
          new WalletReturnCommand(answer),
        ),
    ),
  fc
    .tuple(fc.constantFrom(...ACH_PRESETS), fc.option(SIGN_ONS), fc.boolean())
    .map(
      ([cents, meanwhile, approved]) =>
        new RoundTripCommand(
          new LeaveCommand('bank', cents),
          meanwhile === null ? null : new SignOnCommand(meanwhile),
          new BankReturnCommand(approved),
        ),
    ),
);

const commands = fc.commands(
  [
    fc
      .constantFrom(...CARD_PRESETS)
      .map((cents) => new DepositCommand(MONEY_FORMS.savedCard, cents)),
    fc.constantFrom(...ACH_PRESETS).map((cents) => new DepositCommand(MONEY_FORMS.savedAch, cents)),
    roundTrips,
    roundTrips,
    SIGN_ONS.map((member) => new SignOnCommand(member)),
    fc.constant(new ReloadCommand()),
    fc.constantFrom(...CARD_PRESETS).map((cents) => new SecondTabCommand(cents)),
  ],
  { maxCommands: MAX_COMMANDS, size: 'max' },
);

/** Every POST the app sends, with the member its token names. */
function recordPosts(): Real['posts'] {
  const posts: Real['posts'] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.method !== 'POST') return;
    const path = new URL(request.url).pathname.replace(/^\/api\/funding/, '');
    posts.push({ path, member: memberOfToken(request.headers.get('x-auth-token')) });
  };
  sandboxServer.events.on('request:start', listener);
  onTestCleanup(() => sandboxServer.events.removeListener('request:start', listener));
  return posts;
}

describe('whose money: members, round trips and two tabs against a model', () => {
  it(
    'post and confirm only for the member who started, and never call a success a failure',
    async () => {
      await fc.assert(
        fc.asyncProperty(commands, async (run) => {
          resetBetweenTests();
          installFakeLocks();
          const app = await AppUnderTest.start(paths.home, '', () => {});
          const real: Real = { app, posts: recordPosts() };
          const model: Model = {
            signedOn: 'A',
            pageMember: 'A',
            away: null,
            confirmed: null,
            staleLoads: false,
          };
          await fc.asyncModelRun(() => ({ model, real }), run);
        }),
        propertyRun(15, 2626),
      );
    },
    scaled(600_000),
  );
});
