import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { sandboxServer } from '@/sandbox/node';
import fc from 'fast-check';
import { paths } from '@/config/paths';
import { propertyRun } from '@/test/propertyRuns';
import { formatMoney } from '@/lib/money';
import { redirectTo } from '@/platform/navigation';
import { isolatedRun, PROPERTY_TIMEOUT } from '@/test/fieldProperty';
import { recordRequests } from '@/test/recordRequests';
import { renderApp } from '@/test/renderApp';
import { figuresOf, typeAmount } from './figures.testutil';
import { SCREEN_LOAD } from '@/test/timeScale';

/**
 * Before money moves, the summary above every Deposit and Withdraw button, its
 * figures for each method and brand (the sandbox's demo customer: Visa $2.50, Mastercard
 * $3.00, courier $25.00), the over-limit warning and why less can be withdrawn than is held.
 */

// jsdom cannot leave the page for the wallet provider: the redirect is recorded instead.
jest.mock('@/platform/navigation', () => ({
  ...jest.requireActual<object>('@/platform/navigation'),
  redirectTo: jest.fn(),
}));

const VISA = 'VISA **** **** **** 4242';
const MASTERCARD = 'MASTERCARD **** **** **** 5454';
const OVER_LIMIT = 'This amount is above your available limit, so the deposit may be declined.';

const deposit = () => figuresOf('Deposit summary');
const withdrawal = () => figuresOf('Withdrawal summary');
const warning = () =>
  within(screen.getByRole('region', { name: 'Deposit summary' })).getByRole('status');

describe('the deposit summary', () => {
  it("shows a saved card's brand fee and the total, following the card chosen", async () => {
    const { user } = await renderApp(paths.cardFunding);
    await screen.findByRole('radio', { name: VISA }, SCREEN_LOAD);
    await waitFor(() =>
      expect(deposit()).toEqual({
        Amount: '$50.00',
        Fee: '$2.50',
        'Total to be charged': '$52.50',
      }),
    );
    await user.click(screen.getByRole('radio', { name: MASTERCARD }));
    expect(deposit()).toEqual({ Amount: '$50.00', Fee: '$3.00', 'Total to be charged': '$53.00' });
    await typeAmount(user, '1,234.5');
    expect(deposit()).toEqual({
      Amount: '$1,234.50',
      Fee: '$3.00',
      'Total to be charged': '$1,237.50',
    });
    // The button keeps the spec's name.
    expect(screen.getByRole('button', { name: 'Deposit' })).toBeInTheDocument();
  });

  it('warns above the available limit of the card chosen, and only then', async () => {
    const { user } = await renderApp(paths.cardFunding);
    await screen.findByRole('radio', { name: VISA }, SCREEN_LOAD);
    await screen.findByText('Weekly Amount Available for Deposit: $500.00');
    await typeAmount(user, '500');
    expect(warning()).toBeEmptyDOMElement();
    await typeAmount(user, '500.01');
    expect(warning()).toHaveTextContent(OVER_LIMIT);
    // A warning only: the client enforces no limit.
    await user.type(screen.getByLabelText('CVV'), '123');
    expect(screen.getByRole('button', { name: 'Deposit' })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
    await user.click(screen.getByRole('radio', { name: MASTERCARD }));
    await screen.findByText('Amount Available for Deposit: $750.00');
    expect(warning()).toBeEmptyDOMElement();
  });

  it("shows a new card's fee range until its brand is known, then the brand's fee", async () => {
    const { user } = await renderApp(paths.newCard);
    const number = await screen.findByLabelText('Card Number', {}, SCREEN_LOAD);
    await waitFor(() =>
      expect(deposit()).toEqual({
        Amount: '$50.00',
        Fee: '$2.50 to $3.00, depending on the card',
        'Total to be charged': '$52.50 to $53.00',
      }),
    );
    await user.type(number, '5454545454545454');
    expect(deposit()).toMatchObject({ Fee: '$3.00', 'Total to be charged': '$53.00' });
    await user.clear(number);
    await user.type(number, '4242424242424242');
    expect(deposit()).toMatchObject({ Fee: '$2.50', 'Total to be charged': '$52.50' });
  });

  it('shows no figure it does not know: no amount, no total', async () => {
    const { user } = await renderApp(paths.cardFunding);
    await screen.findByRole('radio', { name: VISA }, SCREEN_LOAD);
    // Letters cannot be typed; pasted, they make the amount invalid.
    await user.clear(screen.getByLabelText('Amount'));
    await user.paste('12abc');
    expect(screen.getByLabelText('Amount')).toHaveValue('12abc');
    expect(deposit()).toEqual({ Amount: '-', Fee: '$2.50', 'Total to be charged': '-' });
  });

  it('shows no fee for an ACH deposit', async () => {
    await renderApp(paths.achFunding);
    await screen.findByText('Weekly Amount Available for Deposit: $2,000.00', {}, SCREEN_LOAD);
    await waitFor(() =>
      expect(deposit()).toEqual({
        Amount: '$100.00',
        Fee: 'No fee',
        'Total to be charged': '$100.00',
      }),
    );
  });

  it('shows one limit for a new account, its weekly cap, and warns above it', async () => {
    const { user } = await renderApp(`${paths.achFunding}?account=new`);
    await screen.findByRole('heading', { level: 1, name: 'Add New ACH Account' }, SCREEN_LOAD);
    await screen.findByText('Weekly Amount Available for Deposit: $100.00');
    expect(screen.queryByText('Weekly Amount Available for Deposit: $2,500.00')).toBeNull();
    expect(
      screen.getByText(
        'Until we receive its authorization agreement, a new bank account can deposit at most $100.00 per week.',
      ),
    ).toBeInTheDocument();
    await typeAmount(user, '100');
    expect(warning()).toBeEmptyDOMElement();
    await typeAmount(user, '150');
    expect(warning()).toHaveTextContent(OVER_LIMIT);
  });

  it("adds the wallet's $5 fee", async () => {
    await renderApp(paths.walletDeposit);
    await screen.findByRole('button', { name: '$50', pressed: true }, SCREEN_LOAD);
    expect(deposit()).toEqual({ Amount: '$50.00', Fee: '$5.00', 'Total to be charged': '$55.00' });
  });

  it("shows the default card's fee in the home's quick deposit", async () => {
    await renderApp(paths.home);
    await screen.findByRole('heading', { name: 'Quick Deposit' }, SCREEN_LOAD);
    await waitFor(() =>
      expect(deposit()).toEqual({
        Amount: '$50.00',
        Fee: '$2.50',
        'Total to be charged': '$52.50',
      }),
    );
  });

  it(
    'shows the amount the server receives: the summary and the wallet POST agree',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.integer({ min: 1, max: 99_999_999 }), (cents) =>
          isolatedRun(async () => {
            jest.mocked(redirectTo).mockImplementation(() => {});
            const requests = recordRequests();
            const { user } = await renderApp(paths.walletDeposit);
            await screen.findByRole('button', { name: '$50', pressed: true }, SCREEN_LOAD);
            await typeAmount(user, (cents / 100).toFixed(2));
            expect(deposit()).toEqual({
              Amount: formatMoney(cents),
              Fee: '$5.00',
              'Total to be charged': formatMoney(cents + 500),
            });
            await user.click(screen.getByRole('button', { name: 'Deposit' }));
            await waitFor(() => expect(requests.count('POST', '/paypal/deposit')).toBe(1));
            expect(requests.bodies('POST', '/paypal/deposit')[0]).toMatchObject({
              amount: cents / 100,
            });
          }),
        ),
        propertyRun(6),
      );
    },
    PROPERTY_TIMEOUT,
  );
});

/** A withdrawal form with this amount typed in. */
async function withdrawalOf(route: string, amount: string) {
  const view = await renderApp(route);
  await view.user.type(await screen.findByLabelText('Amount', {}, SCREEN_LOAD), amount);
  return view;
}

/** The summary's rows of a withdrawal with no fee. */
const feeFree = (amount: string, delivery: string) => ({
  Amount: amount,
  Fee: 'No fee',
  'Taken from your balance': amount,
  'You receive': amount,
  Delivery: delivery,
});

describe('the withdrawal summary', () => {
  it("takes the wallet's $1 fee from the balance besides the amount", async () => {
    const { user } = await renderApp(paths.walletWithdraw);
    const amount = await screen.findByLabelText('Amount', {}, SCREEN_LOAD);
    expect(withdrawal()).toMatchObject({
      Amount: '-',
      Fee: '$1.00',
      'Taken from your balance': '-',
    });
    await user.type(amount, '25');
    expect(withdrawal()).toEqual({
      Amount: '$25.00',
      Fee: '$1.00',
      'Taken from your balance': '$26.00',
      'You receive': '$25.00',
      Delivery: 'Sent to your PayPal account.',
    });
  });

  it("adds the check's courier and signature fees as they are chosen, and says how it travels", async () => {
    const { user } = await withdrawalOf(paths.checkWithdraw, '40');
    expect(withdrawal()).toEqual(
      feeFree(
        '$40.00',
        'Checks are processed every Tuesday and Thursday, then sent by mail; postal delays may occur.',
      ),
    );
    const rush = within(screen.getByRole('group', { name: 'Rush Delivery' }));
    await waitFor(() => expect(rush.getByRole('radio', { name: /^Yes/ })).toBeEnabled());
    await user.click(rush.getByRole('radio', { name: /^Yes/ }));
    expect(withdrawal()).toMatchObject({
      Fee: '$25.00 (courier $25.00)',
      'Taken from your balance': '$65.00',
      Delivery: 'Checks are processed every Tuesday and Thursday, then sent by courier.',
    });
    const signature = within(screen.getByRole('group', { name: 'Require Signature' }));
    await user.click(signature.getByRole('radio', { name: 'Yes, $5 Additional Fee' }));
    expect(withdrawal()).toMatchObject({
      Fee: '$30.00 (courier $25.00, signature $5.00)',
      'Taken from your balance': '$70.00',
      'You receive': '$40.00',
      Delivery:
        'Checks are processed every Tuesday and Thursday, then sent by courier and signed for on delivery.',
    });
    await user.click(rush.getByRole('radio', { name: 'No' }));
    expect(withdrawal()).toMatchObject({ Fee: 'No fee', 'Taken from your balance': '$40.00' });
  });

  it('shows no fee for an ACH withdrawal', async () => {
    await withdrawalOf(paths.achWithdraw, '10');
    expect(withdrawal()).toEqual(
      feeFree('$10.00', 'Sent to your bank account by bank transfer (ACH).'),
    );
  });
});

describe('why less can be withdrawn than the balance', () => {
  it('explains, with both figures and the terms, on the method screen and the forms', async () => {
    const { user } = await renderApp(paths.withdraw);
    const question = await screen.findByText('Why is this less than my balance?', {}, SCREEN_LOAD);
    await user.click(question);
    const details = question.closest('details');
    expect(details).toHaveAttribute('open');
    expect(details).toHaveTextContent(
      'Your balance is $1,234.56; $1,000.00 of it can be withdrawn now.',
    );
    expect(details).toHaveTextContent(
      'Deposits made by card, ACH or check cannot be withdrawn for 6 days.',
    );
    expect(details).toHaveTextContent('A deposit is required before any withdrawal.');
  });

  it('says so, in the same place, when all of the balance can be withdrawn', async () => {
    await renderApp(paths.walletWithdraw, { scenario: 'low-balance' });
    // The two balances answer separately: the sentence comes once both are in.
    await screen.findByText('All of your balance can be withdrawn now.', {}, SCREEN_LOAD);
    const summary = within(screen.getByRole('region', { name: 'Account Summary' }));
    expect(summary.getAllByText('$12.34')).toHaveLength(2);
    expect(screen.queryByText('Why is this less than my balance?')).not.toBeInTheDocument();
  });

  it.each(['available', 'current'])(
    'says nothing of it while the %s balance has not answered, and says so once it has',
    async (late) => {
      let answer = () => {};
      const held = new Promise<void>((resolve) => (answer = resolve));
      sandboxServer.use(
        // Held, then left to the sandbox's own answer.
        http.get(`*/api/funding/balance/type/${late}`, async () => {
          await held;
        }),
      );
      await renderApp(paths.walletWithdraw, { scenario: 'low-balance' });
      const region = await screen.findByRole('region', { name: 'Account Summary' }, SCREEN_LOAD);
      const summary = within(region);
      // The other balance is in; this one is not.
      await waitFor(() => expect(summary.getAllByText('$12.34')).toHaveLength(1));
      expect(
        screen.queryByText('All of your balance can be withdrawn now.'),
      ).not.toBeInTheDocument();
      expect(screen.queryByText('Why is this less than my balance?')).not.toBeInTheDocument();
      answer();
      await screen.findByText('All of your balance can be withdrawn now.');
      expect(summary.getAllByText('$12.34')).toHaveLength(2);
    },
  );

  it('keeps its place, empty, while the balances load', async () => {
    sandboxServer.use(
      http.get('*/api/funding/balance/type/:type', () => new Promise<never>(() => {})),
    );
    await renderApp(paths.withdraw);
    await screen.findByRole('heading', { level: 1, name: 'Select Withdrawal Method' }, SCREEN_LOAD);
    const line = screen
      .getByText('Available Balance for Withdrawal')
      .closest('.withdrawable-balance');
    const slot = line?.nextElementSibling;
    expect(slot).toHaveClass('withdrawable-explained');
    expect(slot).toBeEmptyDOMElement();
  });
});
