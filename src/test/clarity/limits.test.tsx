import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { paths } from '@/config/paths';
import { SEEDED_IDS } from '@/sandbox/ledger';
import { sandboxServer } from '@/sandbox/node';
import { recordRequests } from '@/test/recordRequests';
import { renderApp } from '@/test/renderApp';
import { figuresOf, typeAmount } from './figures.testutil';
import { SCREEN_LOAD } from '@/test/timeScale';

/**
 * The limits shown agree with the limit that applies. The home's tiles read
 * the default method's own record; a preset or an amount above a known limit is marked as
 * above it; the warning offers one tap to the most that can be deposited. Nothing is refused
 * on the client. The demo account: the default Visa can take $500.00 weekly, the Mastercard
 * $750.00 (no time frame), the checking account $2,000.00 weekly, a new account $100.00 a week.
 */

const VISA = 'VISA **** **** **** 4242';
const MASTERCARD = 'MASTERCARD **** **** **** 5454';
const OVER_LIMIT = 'This amount is above your available limit, so the deposit may be declined.';

const tile = (name: string) => screen.getByRole('link', { name });
const preset = (name: string) =>
  within(screen.getByRole('group', { name: 'Preset amounts' })).getByRole('button', { name });

describe("the home's method tiles", () => {
  it("show the default Visa's own limit (the card tile said the general $1,000.00 while the Visa can take $500.00)", async () => {
    await renderApp(paths.home);
    await waitFor(() =>
      expect(tile('Credit/Debit Cards')).toHaveAccessibleDescription(
        /Available weekly: \$500\.00$/,
      ),
    );
    // No bank account is the default: its tile shows the general record.
    expect(tile('Bank Transfer (ACH)')).toHaveAccessibleDescription(
      'Fee: None Available weekly: $2,500.00',
    );
  });

  it("show a default bank account's own limit, and the general card limit", async () => {
    sandboxServer.use(
      http.get('*/api/funding/user/mark-as-default', () =>
        HttpResponse.json({ fundingMethod: 'ach', fundingMethodId: SEEDED_IDS.checking }),
      ),
    );
    await renderApp(paths.home);
    await waitFor(() =>
      expect(tile('Bank Transfer (ACH)')).toHaveAccessibleDescription(
        'Fee: None Available weekly: $2,000.00',
      ),
    );
    expect(tile('Credit/Debit Cards')).toHaveAccessibleDescription(
      /Available weekly: \$1,000\.00$/,
    );
  });
});

describe('an amount above the limit', () => {
  it("marks a new bank account's $250 and $500 presets as above its $100.00 a week (they went through unremarked)", async () => {
    await renderApp(`${paths.achFunding}?account=new`);
    await screen.findByRole('heading', { level: 1, name: 'Add New ACH Account' }, SCREEN_LOAD);
    await waitFor(() => expect(preset('$250')).toHaveAccessibleDescription('Above limit'));
    expect(preset('$500')).toHaveAccessibleDescription('Above limit');
    expect(preset('$500')).toHaveTextContent('Above limit');
    expect(preset('$50')).not.toHaveAccessibleDescription();
    expect(preset('$100')).not.toHaveAccessibleDescription();
  });

  it("marks none of a card's presets when all are within its limit", async () => {
    await renderApp(paths.cardFunding);
    await screen.findByRole('radio', { name: VISA }, SCREEN_LOAD);
    await screen.findByText('Weekly Amount Available for Deposit: $500.00');
    for (const name of ['$25', '$50', '$100', '$200']) {
      expect(preset(name)).not.toHaveAccessibleDescription();
    }
  });

  it('offers the most the Visa can take this week in one tap, and sets it (nothing offered it)', async () => {
    const { user } = await renderApp(paths.cardFunding);
    await screen.findByRole('radio', { name: VISA }, SCREEN_LOAD);
    await screen.findByText('Weekly Amount Available for Deposit: $500.00');
    await typeAmount(user, '600');
    expect(screen.getByText(OVER_LIMIT)).toHaveRole('status');
    await user.click(
      screen.getByRole('button', { name: 'Deposit $500.00, the most available this week' }),
    );
    expect(screen.getByLabelText('Amount')).toHaveValue('500.00');
    expect(figuresOf('Deposit summary')).toMatchObject({ Amount: '$500.00' });
    expect(screen.queryByText(OVER_LIMIT)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /the most available/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: MASTERCARD }));
    await screen.findByText('Amount Available for Deposit: $750.00');
    await typeAmount(user, '800');
    // No time frame ('none'): the most available now.
    expect(
      screen.getByRole('button', { name: 'Deposit $750.00, the most available now' }),
    ).toBeInTheDocument();
  });

  it("words the offer from the record's time frame: today, this month", async () => {
    sandboxServer.use(
      http.get('*/api/funding/availablelimit/type/cc', () =>
        HttpResponse.json([
          { fundingMethodId: 0, availableLimit: 1000, timeFrame: 'weekly', authorized: true },
          { fundingMethodId: 101, availableLimit: 300, timeFrame: 'Daily', authorized: true },
          { fundingMethodId: 102, availableLimit: 400, timeFrame: 'MONTHLY', authorized: true },
        ]),
      ),
    );
    const { user } = await renderApp(paths.cardFunding);
    await screen.findByText('Daily Amount Available for Deposit: $300.00', {}, SCREEN_LOAD);
    await typeAmount(user, '301');
    expect(
      screen.getByRole('button', { name: 'Deposit $300.00, the most available today' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: MASTERCARD }));
    await typeAmount(user, '401');
    expect(
      screen.getByRole('button', { name: 'Deposit $400.00, the most available this month' }),
    ).toBeInTheDocument();
  });

  it('offers a new bank account the $100.00 it can deposit this week', async () => {
    const { user } = await renderApp(`${paths.achFunding}?account=new`);
    await screen.findByRole('heading', { level: 1, name: 'Add New ACH Account' }, SCREEN_LOAD);
    await user.click(await screen.findByRole('button', { name: '$250' }));
    await user.click(
      screen.getByRole('button', { name: 'Deposit $100.00, the most available this week' }),
    );
    expect(figuresOf('Deposit summary')).toMatchObject({ Amount: '$100.00' });
  });

  it('offers the most in the quick deposit too', async () => {
    const { user } = await renderApp(paths.home);
    await screen.findByRole('region', { name: 'Quick Deposit' }, SCREEN_LOAD);
    await waitFor(() => expect(figuresOf('Deposit summary')).toMatchObject({ Fee: '$2.50' }));
    await typeAmount(user, '501');
    expect(
      screen.getByRole('button', { name: 'Deposit $500.00, the most available this week' }),
    ).toBeInTheDocument();
  });

  it('after a refusal has cleared the CVV, the offer sets the most and asks for the CVV again', async () => {
    const requests = recordRequests();
    const { user } = await renderApp(paths.cardFunding);
    await screen.findByRole('radio', { name: VISA }, SCREEN_LOAD);
    await screen.findByText('Weekly Amount Available for Deposit: $500.00');
    await typeAmount(user, '600');
    await user.type(screen.getByLabelText('CVV'), '123');
    // Nothing is refused on the client: the server decides.
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    await screen.findByText('The amount exceeds your available deposit limit.');
    expect(screen.getByLabelText('CVV')).toHaveValue('');
    await user.click(
      screen.getByRole('button', { name: 'Deposit $500.00, the most available this week' }),
    );
    expect(screen.getByLabelText('Amount')).toHaveValue('500.00');
    expect(screen.getByLabelText('CVV')).toHaveFocus();
    await user.keyboard('123');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    await screen.findByRole('heading', { level: 1, name: 'Transaction Successful' });
    expect(requests.bodies('POST', '/deposit/card')).toMatchObject([
      { amount: 600 },
      { amount: 500, cvcCode: '123' },
    ]);
  });
});
