import { screen, waitFor, within } from '@testing-library/react';
import { recordRequests } from '@/test/recordRequests';
import { renderApp } from '@/test/renderApp';
import { SCREEN_LOAD } from '@/test/timeScale';

/*
 * The withdrawal forms lead with what they ask: the amount first, with 'Withdraw all' (the
 * withdrawable balance less the form's fees, one tap, then on to the next field) and, above the
 * withdrawable balance, the offer of the most; the account summary follows the form, its billing
 * address one line that opens.
 */

const FORMS = [
  // route, title, the POST, the most with no options ($1,000.00 withdrawable), the next field
  ['/withdraw/paypalfunding', 'Paypal Funding', '/paypal/withdraw', '999.00', 'button "Withdraw"'],
  [
    '/withdraw/xpressfunding',
    'Xpressfund/ACH Withdrawal',
    '/expressfund/withdraw',
    '1000.00',
    'combobox "Bank Account"',
  ],
  [
    '/withdraw/xpressfunding-fedex',
    'Check Issued by the provider',
    '/cheque/withdraw',
    '1000.00',
    'combobox "Delivery Address"',
  ],
] as const;

async function open(route: string, title: string) {
  const view = await renderApp(route);
  await screen.findByRole('heading', { level: 1, name: title }, SCREEN_LOAD);
  await screen.findByRole('button', { name: 'Withdraw all' });
  return view;
}

const amount = () => screen.getByLabelText('Amount');
/** The focused control as a person would name it: 'combobox "Bank Account"'. */
const focusedControl = () => {
  const focused = document.activeElement as HTMLButtonElement | HTMLSelectElement;
  return focused instanceof HTMLSelectElement
    ? `combobox "${focused.labels?.[0]?.textContent ?? ''}"`
    : `button "${focused.textContent ?? ''}"`;
};

describe.each(FORMS)('%s', (route, title, post, most, next) => {
  it('leads with the amount, before the account summary', async () => {
    await open(route, title);
    const summary = screen.getByRole('region', { name: 'Account Summary' });
    expect(amount().compareDocumentPosition(summary) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(
      within(summary).getByText(/^Billing Address: 1200 Paddock Lane, Lexington, KY 40511$/),
    ).toBeVisible();
  });

  it(`'Withdraw all' fills ${most}, says so, and moves on to the next field`, async () => {
    const requests = recordRequests();
    const { user } = await open(route, title);
    const all = screen.getByRole('button', { name: 'Withdraw all' });
    expect(all).toHaveAccessibleDescription(
      `The most you can withdraw now: $${Number(most).toLocaleString('en-US', { minimumFractionDigits: 2 })}.`,
    );
    await user.click(all);
    expect(amount()).toHaveValue(most);
    expect(focusedControl()).toBe(next);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Withdraw' })).toHaveAttribute(
        'aria-disabled',
        'false',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await screen.findByRole('heading', { level: 1, name: 'Transaction Successful' }, SCREEN_LOAD);
    expect(requests.bodies('POST', post)).toEqual([
      expect.objectContaining({ amount: Number(most) }),
    ]);
  });

  it('above the withdrawable balance, offers the most, which one tap takes', async () => {
    const { user } = await open(route, title);
    await user.type(amount(), '1500');
    const offer = await screen.findByRole('button', {
      name: /^Withdraw \$[\d,.]+, the most you can withdraw now$/,
    });
    expect(
      screen.getByText('The amount exceeds your balance available for withdrawal.'),
    ).toBeVisible();
    await user.click(offer);
    expect(amount()).toHaveValue(most);
    expect(
      screen.queryByText('The amount exceeds your balance available for withdrawal.'),
    ).toBeNull();
  });
});

it("the check's courier and signature come off the most that can be withdrawn", async () => {
  const { user } = await open('/withdraw/xpressfunding-fedex', 'Check Issued by the provider');
  await waitFor(() =>
    expect(
      within(screen.getByRole('group', { name: 'Rush Delivery' })).getByRole('radio', {
        name: /^Yes/,
      }),
    ).toBeEnabled(),
  );
  await user.click(
    within(screen.getByRole('group', { name: 'Rush Delivery' })).getByRole('radio', {
      name: /^Yes/,
    }),
  );
  await user.click(
    within(screen.getByRole('group', { name: 'Require Signature' })).getByRole('radio', {
      name: /^Yes/,
    }),
  );
  expect(screen.getByRole('button', { name: 'Withdraw all' })).toHaveAccessibleDescription(
    'The most you can withdraw now: $970.00.',
  );
  await user.click(screen.getByRole('button', { name: 'Withdraw all' }));
  expect(amount()).toHaveValue('970.00');
});
