import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { renderApp } from '@/test/renderApp';
import { scaled } from '@/test/timeScale';

const scrollIntoView = jest.fn();
beforeAll(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
});
afterAll(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});
afterEach(() => scrollIntoView.mockClear());

const region = (name: string) => screen.getByRole('region', { name });
const listItems = (container: HTMLElement, name: string | RegExp) =>
  within(within(container).getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

/** Every state; the spec names only Illinois (withholding) in the terms of use. */
const US_STATES =
  'Alabama Alaska Arizona Arkansas California Colorado Connecticut Delaware Florida Georgia Hawaii Idaho Indiana Iowa Kansas Kentucky Louisiana Maine Maryland Massachusetts Michigan Minnesota Mississippi Missouri Montana Nebraska Nevada Ohio Oklahoma Oregon Pennsylvania Tennessee Texas Utah Vermont Virginia Washington Wisconsin Wyoming'
    .split(' ')
    .concat([
      'New Hampshire',
      'New Jersey',
      'New Mexico',
      'New York',
      'North Carolina',
      'North Dakota',
      'Rhode Island',
      'South Carolina',
      'South Dakota',
      'West Virginia',
    ]);

/** The screen arrives in its own chunk: give it time on a busy machine. */
const CHUNK_WAIT = { timeout: scaled(5_000) };

async function openTerms(route = '/terms-and-conditions') {
  const app = await renderApp(route);
  await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' }, CHUNK_WAIT);
  return app;
}

async function openRules() {
  const app = await renderApp('/terms-and-conditions?context=withdraw');
  await screen.findByRole('heading', { level: 1, name: 'Rewards Program Rules' }, CHUNK_WAIT);
  return app;
}

describe('the Terms and Conditions page', () => {
  it('is revised August 2019 and lists its sections in a table of contents', async () => {
    await openTerms();
    expect(screen.getByText('Revised August 2019')).toBeInTheDocument();
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    const titles = [
      'Terms of Use',
      'Terms of Wagering',
      'Conditional Wagering',
      'Free Past Performances',
      'Friends Referral Program',
      'Start of the Rewards Program',
    ];
    expect(
      within(contents)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(titles);
    for (const title of titles) {
      expect(region(title)).toContainElement(
        screen.getByRole('heading', { level: 2, name: title }),
      );
    }
  });

  it('shows the terms for any context but withdraw', async () => {
    await openTerms('/terms-and-conditions?context=deposit');
    expect(
      screen.queryByRole('heading', { name: 'Rewards Program Rules' }),
    ).not.toBeInTheDocument();
  });

  it('states the account, deposit and withdrawal facts in the terms of use', async () => {
    await openTerms();
    const use = region('Terms of Use');
    expect(use).toHaveTextContent(/at least 18 years old .*, or at least 21 in some states\./);
    expect(use).toHaveTextContent(
      /initial deposit must be at least \$10, or at least \$25 in one state\./,
    );
    expect(use).toHaveTextContent(/deposit fee is discounted 100%/);
    expect(listItems(use, /discounted 100%/)).toEqual([
      'ACH',
      'Wire transfer',
      'Check or money order',
      'Green Dot',
      'PayNearMe',
    ]);
    expect(use).toHaveTextContent(/returned item fee of \$25\.00/);
    expect(use).toHaveTextContent(
      /Until we receive your signed authorization agreement, deposits from an unregistered ACH account are limited to \$100 per week\./,
    );
    expect(use).toHaveTextContent('A deposit is required before any withdrawal.');
    expect(use).toHaveTextContent(
      'Deposits made by card, ACH or check cannot be withdrawn for 6 days.',
    );
    expect(use).toHaveTextContent(/no activity for 12 months becomes inactive/);
    expect(use).toHaveTextContent(/monthly fee of the greater of \$5 or 5% of its balance/);
    expect(use).toHaveTextContent(/A balance under \$2 at the account’s closure is retained\./);
    expect(use).toHaveTextContent(/limited to the lower of the transaction fee or \$100\./);
  });

  it('names no state the spec does not name (it names none for the age of 21 or the $25 first deposit)', async () => {
    await openTerms();
    const text = region('Terms of Use').textContent ?? '';
    const named = US_STATES.filter((state) => text.includes(state));
    expect(named).toEqual([]);
    expect(screen.queryByRole('list', { name: /minimum age is 21/ })).not.toBeInTheDocument();
  });

  it('states the tax thresholds and withholding in the terms of wagering', async () => {
    await openTerms();
    const wagering = region('Terms of Wagering');
    expect(wagering).toHaveTextContent(
      /Winnings of \$600 or more that are at least 300 times the amount wagered are reported/,
    );
    expect(wagering).toHaveTextContent(/withheld from such winnings above \$5,000\./);
    expect(wagering).toHaveTextContent(/Illinois withholds 4\.95% .* of \$5,000 or more\./);
    expect(wagering).toHaveTextContent('The yearly reporting threshold is $600.');
  });

  it('lists the conditional wagers and states the past-performance and referral conditions', async () => {
    await openTerms();
    expect(
      listItems(region('Conditional Wagering'), 'Conditional wagers are available for:'),
    ).toEqual(['Win', 'Daily Double', 'Exacta', 'Quinella']);
    expect(region('Free Past Performances')).toHaveTextContent(
      /a minimum \$2 wager on the card is needed/,
    );
    expect(region('Friends Referral Program')).toHaveTextContent(
      /the friend you recruit wagers \$100 within 30 days/,
    );
  });

  it('jumps to a section without changing the route and moves focus to its heading', async () => {
    const { user, store } = await openTerms();
    await user.click(screen.getByRole('button', { name: 'Free Past Performances' }));
    const heading = screen.getByRole('heading', { level: 2, name: 'Free Past Performances' });
    expect(heading).toHaveFocus();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(heading);
    expect(window.location.hash).toBe('#/terms-and-conditions');
    expect(store.getState().location.pathname).toBe('/terms-and-conditions');
  });

  it('links the start of the rewards program to the rules page', async () => {
    const { user } = await openTerms();
    const link = within(region('Start of the Rewards Program')).getByRole('link', {
      name: 'rewards program rules',
    });
    expect(link).toHaveAttribute('href', '#/terms-and-conditions?context=withdraw');
    await user.click(link);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Rewards Program Rules' }),
    ).toBeInTheDocument();
  });
});

describe('the rewards-program rules page (withdraw context)', () => {
  it('states rules a) and b) with the coupon tiers and exclusions', async () => {
    await openRules();
    expect(region('a) Plus subscription')).toHaveTextContent(
      'Wagering any amount in a calendar month earns a month of the plus subscription for 1 cent. The code is e-mailed to you within 3 business days.',
    );
    const storeCash = region('b) Store cash');
    expect(storeCash).toHaveTextContent(
      /Wagering \$1,000\.00 or more in a month earns a store-cash coupon/,
    );
    expect(
      listItems(storeCash, 'Wagering $1,000.00 or more in a month earns a store-cash coupon:'),
    ).toEqual([
      '$1,000.00 to $1,999.99: a $20.00 coupon',
      '$2,000.00 to $2,999.99: a $40.00 coupon',
      '$3,000.00 to $3,999.99: a $60.00 coupon',
      '$4,000.00 to $4,999.99: a $80.00 coupon',
      '$5,000.00 and over: a $100.00 coupon',
    ]);
    expect(storeCash).toHaveTextContent('Show-pool wagers are excluded.');
    expect(storeCash).toHaveTextContent(
      'The coupon must be used within the month, in a single purchase, and redeems for 1 cent.',
    );
  });

  it('gives rule c) with the cashback table, tiers by row and categories by column', async () => {
    await openRules();
    const cashback = region('c) Cashback');
    expect(cashback).toHaveTextContent(/Cashback applies above \$8,000 wagered per month/);
    expect(cashback).toHaveTextContent('Show amounts in combined pools are excluded.');
    expect(cashback).toHaveTextContent(
      'Cashback is paid on the third business day of the next month.',
    );
    const table = within(cashback).getByRole('table', { name: 'Cashback rates in percent' });
    expect(table).toHaveAccessibleDescription(
      'Each cell of the table gives two rates in percent: the win/place rate / the exotics rate.',
    );
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Monthly wagering',
      'Category A states',
      'Category B states',
      'Category C states (California, Idaho, Virginia)',
    ]);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => Array.from(row.children, (cell) => cell.textContent));
    expect(rows).toEqual([
      ['$5,000.00 to $7,999.99', '0.25 / 0.50', '0.25 / 0.50', '$5,000.00 and over: 0.25 / 0.50'],
      ['$8,000.00 to $14,999.99', '1.75 / 2.00', '1.00 / 1.20'],
      ['$15,000.00 to $24,999.99', '1.75 / 2.50', '1.00 / 1.50'],
      ['$25,000.00 to $49,999.99', '1.75 / 3.50', '1.00 / 2.10'],
      ['$50,000.00 to $99,999.99', '2.25 / 4.00', '1.35 / 2.40'],
      ['$100,000.00 and over', '2.75 / 5.00', '1.65 / 3.00'],
    ]);
    expect(within(table).getAllByRole('rowheader')).toHaveLength(6);
    expect(within(table).getByRole('cell', { name: /and over: 0.25/ })).toHaveAttribute(
      'rowspan',
      '6',
    );
  });

  it('states plan-customer cashback and the plan durations', async () => {
    await openRules();
    const plan = region('Cashback for plan customers');
    expect(plan).toHaveTextContent(
      /with a 10, 20, 30, 60, 120 or 240 card, or an unlimited plan, bought at full price, when their wagering exceeds \$1,000 in the month/,
    );
    expect(
      within(plan)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Category A states: 1.00 / 1.20',
      'Category B states: 1.00 / 1.50',
      'Category C states (California, Idaho, Virginia): none',
    ]);
    expect(plan).toHaveTextContent('the greater of each pair is paid');
    expect(plan).toHaveTextContent(
      'Monthly plans last a month, quarterly plans 3 months and annual plans 12 months.',
    );
  });

  it('states eligibility with the rewards sign-up, forfeiture and arbitration', async () => {
    await openRules();
    const eligibility = region('Eligibility');
    expect(eligibility).toHaveTextContent('open to holders of open, valid accounts');
    expect(eligibility).toHaveTextContent(
      'Closed, locked or transferred accounts are not eligible.',
    );
    expect(eligibility).toHaveTextContent('Cashback requires registration');
    const signUp = within(eligibility).getByRole('link', { name: /sign up for rewards/ });
    expect(signUp).toHaveAttribute('href', 'https://www.dev.xpressbet.example/rewards/sign-up');
    expect(signUp).toHaveAttribute('target', '_blank');
    expect(signUp).toHaveAccessibleName('sign up for rewards (opens in a new tab)');
    const forfeiture = region('Forfeiture');
    expect(forfeiture).toHaveTextContent(
      'Rewards are forfeited after 13 months with no wagers, or on account closure.',
    );
    expect(forfeiture).toHaveTextContent(
      'Cancelling your participation in the program forfeits your rewards.',
    );
    expect(region('Arbitration')).toHaveTextContent(
      /settled by arbitration under the laws of the State of New York/,
    );
  });
});

interface Entry {
  winPlace?: string;
  exotics?: string;
  show?: string;
  category: 'A' | 'B' | 'C';
  plan: boolean;
}

async function estimate(user: UserEvent, entry: Entry) {
  const estimator = region('Estimate your rewards');
  const fill = async (label: string, text = '') => {
    const input = within(estimator).getByLabelText(label);
    await user.clear(input);
    if (text) await user.type(input, text);
  };
  await fill('Win/place wagers', entry.winPlace);
  await fill('Exotics wagers', entry.exotics);
  await fill('Show wagers', entry.show);
  await user.selectOptions(within(estimator).getByLabelText('State category'), entry.category);
  await user.click(within(estimator).getByRole('radio', { name: entry.plan ? 'Yes' : 'No' }));
  await user.click(within(estimator).getByRole('button', { name: 'Estimate rewards' }));
  const results = within(estimator).getByRole('region', { name: 'Your estimate' });
  const outcome = (label: string) => {
    const dd = within(results).getByText(label, { selector: 'dt' })
      .nextElementSibling as HTMLElement;
    return { amount: within(dd).getByText(/^\$/).textContent, text: dd.textContent };
  };
  return {
    coupon: outcome('Store-cash coupon'),
    winPlace: outcome('Cashback on win/place'),
    exotics: outcome('Cashback on exotics'),
    total: outcome('Cashback total').amount,
    counted: outcome('Wagering counted (win/place + exotics)'),
    status: within(estimator).getByRole('status').textContent,
  };
}

/** [handle typed, coupon, win/place cashback without a plan, exotics cashback with a plan]. */
type EdgeRow = [string, string, string, string];
const EDGE_ROWS: Record<'A' | 'B' | 'C', EdgeRow[]> = {
  A: [
    ['999.99', '$0.00', '$0.00', '$0.00'],
    ['1,000', '$20.00', '$0.00', '$0.00'],
    ['4,999.99', '$80.00', '$0.00', '$60.00'],
    ['5,000', '$100.00', '$12.50', '$60.00'],
    ['7,999.99', '$100.00', '$20.00', '$96.00'],
    ['8,000', '$100.00', '$140.00', '$160.00'],
    ['100,000', '$100.00', '$2,750.00', '$5,000.00'],
  ],
  B: [
    ['999.99', '$0.00', '$0.00', '$0.00'],
    ['1,000', '$20.00', '$0.00', '$0.00'],
    ['4,999.99', '$80.00', '$0.00', '$75.00'],
    ['5,000', '$100.00', '$12.50', '$75.00'],
    ['7,999.99', '$100.00', '$20.00', '$120.00'],
    ['8,000', '$100.00', '$80.00', '$120.00'],
    ['100,000', '$100.00', '$1,650.00', '$3,000.00'],
  ],
  C: [
    ['999.99', '$0.00', '$0.00', '$0.00'],
    ['1,000', '$20.00', '$0.00', '$0.00'],
    ['4,999.99', '$80.00', '$0.00', '$0.00'],
    ['5,000', '$100.00', '$12.50', '$25.00'],
    ['7,999.99', '$100.00', '$20.00', '$40.00'],
    ['8,000', '$100.00', '$20.00', '$40.00'],
    ['100,000', '$100.00', '$250.00', '$500.00'],
  ],
};

describe('the rewards estimator', () => {
  it.each(['A', 'B', 'C'] as const)(
    'estimates coupon and cashback at every tier edge in category %s',
    async (category) => {
      const { user } = await openRules();
      for (const [handle, coupon, winPlaceNoPlan, exoticsWithPlan] of EDGE_ROWS[category]) {
        const onWinPlace = await estimate(user, { winPlace: handle, category, plan: false });
        expect([handle, onWinPlace.coupon.amount, onWinPlace.winPlace.amount]).toEqual([
          handle,
          coupon,
          winPlaceNoPlan,
        ]);
        expect(onWinPlace.total).toBe(winPlaceNoPlan);
        const onExotics = await estimate(user, { exotics: handle, category, plan: true });
        expect([handle, onExotics.coupon.amount, onExotics.exotics.amount]).toEqual([
          handle,
          coupon,
          exoticsWithPlan,
        ]);
        expect(onExotics.winPlace.amount).toBe('$0.00');
      }
    },
    scaled(60_000), // fourteen estimates typed key by key
  );

  it('shows the rule behind each figure and leaves show wagers out', async () => {
    const { user } = await openRules();
    const result = await estimate(user, {
      winPlace: '$6,000',
      exotics: '3000.00',
      show: '2,500',
      category: 'A',
      plan: false,
    });
    expect(result.counted.text).toBe(
      '$9,000.00Show wagers of $2,500.00 are left out: they count for neither store cash nor cashback.',
    );
    expect(result.coupon.text).toBe(
      '$100.00Rule b): $5,000.00 and over a month earns a $100.00 coupon.',
    );
    expect(result.winPlace.text).toBe(
      '$105.00Rule c), category A, $8,000.00 to $14,999.99: 1.75% of $6,000.00 win/place.',
    );
    expect(result.exotics.text).toBe(
      '$60.00Rule c), category A, $8,000.00 to $14,999.99: 2.00% of $3,000.00 exotics.',
    );
    expect(result.total).toBe('$165.00');
    expect(result.status).toBe('Estimate: a $100.00 store-cash coupon and $165.00 cashback.');
  });

  it('names the greater of the table and plan rates for a plan customer', async () => {
    const { user } = await openRules();
    const result = await estimate(user, {
      winPlace: '4000',
      exotics: '6000',
      category: 'B',
      plan: true,
    });
    expect(result.exotics.text).toBe(
      '$90.00Greater of rule c), category B, $8,000.00 to $14,999.99 (1.20%) and plan customers, category B (1.50%): 1.50% of $6,000.00 exotics.',
    );
    expect(result.total).toBe('$130.00');
  });

  it('flags an unreadable amount and a missing category, and focuses the first', async () => {
    const { user } = await openRules();
    const estimator = region('Estimate your rewards');
    const exotics = within(estimator).getByLabelText('Exotics wagers');
    await user.type(exotics, 'lots');
    await user.click(within(estimator).getByRole('button', { name: 'Estimate rewards' }));
    expect(exotics).toHaveAttribute('aria-invalid', 'true');
    expect(exotics).toHaveAccessibleDescription(
      'Exotic wagers this month. Enter an amount in dollars, such as 1,250.50.',
    );
    expect(exotics).toHaveFocus();
    const category = within(estimator).getByLabelText('State category');
    expect(category).toHaveAttribute('aria-invalid', 'true');
    expect(category).toHaveAccessibleDescription('Select your state category.');
    expect(
      within(estimator).queryByRole('region', { name: 'Your estimate' }),
    ).not.toBeInTheDocument();
  });

  it('clears a shown estimate when an input changes', async () => {
    const { user } = await openRules();
    await estimate(user, { winPlace: '2000', category: 'A', plan: false });
    const estimator = region('Estimate your rewards');
    await user.type(within(estimator).getByLabelText('Win/place wagers'), '0');
    expect(
      within(estimator).queryByRole('region', { name: 'Your estimate' }),
    ).not.toBeInTheDocument();
    expect(within(estimator).getByRole('status')).toBeEmptyDOMElement();
  });
});
