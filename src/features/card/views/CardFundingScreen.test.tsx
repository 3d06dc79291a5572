import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { sandboxServer } from '@/sandbox/node';
import { recordRequests } from '@/test/recordRequests';
import { renderApp } from '@/test/renderApp';
import { asPhone } from '@/test/device';

const VISA = 'VISA **** **** **** 4242';
const MASTERCARD = 'MASTERCARD **** **** **** 5454';

async function openExisting(options: Parameters<typeof renderApp>[1] = {}) {
  const view = await renderApp('/deposit/cardfunding', options);
  await screen.findByRole('radio', { name: VISA });
  return view;
}

const depositButton = () => screen.getByRole('button', { name: 'Deposit' });
const cvvInput = () => screen.getByLabelText('CVV');
const month = () => screen.getByLabelText('Expiry month');
const year = () => screen.getByLabelText('Expiry year');

describe('card funding, existing mode', () => {
  it('lists the saved cards masked, the default chosen with its expiry, fee and limit', async () => {
    await openExisting();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Credit/Debit Card Funding' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: VISA })).toBeChecked();
    expect(screen.getByRole('radio', { name: MASTERCARD })).not.toBeChecked();
    expect(screen.getByRole('group', { name: 'Expiry Date' })).toContainElement(month());
    expect(month()).toHaveValue('04');
    expect(year()).toHaveValue('2028');
    expect(month()).toHaveAttribute('readonly');
    expect(
      await screen.findByText('There is a $2.50 fee for credit & debit card deposits.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Weekly Amount Available for Deposit: $500.00'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Need higher limits\? Email/)).toHaveTextContent(
      'Need higher limits? Email support@xpressfunding.example',
    );
    expect(await screen.findByRole('button', { name: '$50' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Add New Credit/Debit Card' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Card Number')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Mark as default' })).not.toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Help and Support' })).toBeInTheDocument();
  });

  it('keeps Deposit disabled, saying why, until the CVV is typed', async () => {
    const { user } = await openExisting();
    await screen.findByRole('button', { name: '$50' });
    expect(depositButton()).toHaveAttribute('aria-disabled', 'true');
    expect(depositButton()).toHaveAccessibleDescription(/a 3-digit CVV/);
    await user.type(cvvInput(), '123');
    expect(depositButton()).toHaveAttribute('aria-disabled', 'false');
    expect(depositButton()).not.toHaveAttribute('aria-describedby');
    await user.clear(screen.getByLabelText('Amount'));
    expect(depositButton()).toHaveAttribute('aria-disabled', 'true');
    expect(depositButton()).toHaveAccessibleDescription('To deposit, provide a valid amount.');
  });

  it('choosing another card loads its expiry, fee and limit and clears the CVV', async () => {
    const { user } = await openExisting();
    await user.type(cvvInput(), '123');
    await user.click(screen.getByRole('radio', { name: MASTERCARD }));
    expect(screen.getByRole('radio', { name: MASTERCARD })).toBeChecked();
    expect(cvvInput()).toHaveValue('');
    expect(month()).toHaveValue('11');
    expect(year()).toHaveValue('2027');
    expect(
      screen.getByText('There is a $3.00 fee for credit & debit card deposits.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Amount Available for Deposit: $750.00')).toBeInTheDocument();
  });

  it('masks the CVV, takes digit keys only, keeps a paste whole and explains what is wrong', async () => {
    const { user } = await openExisting();
    const cvv = cvvInput();
    expect(cvv).toHaveAttribute('type', 'password');
    expect(cvv).toHaveAttribute('autocomplete', 'cc-csc');
    expect(cvv).toHaveAttribute('maxlength', '3');
    await user.type(cvv, 'a1b2');
    expect(cvv).toHaveValue('12');
    await user.tab();
    expect(cvv).toHaveAttribute('aria-invalid', 'true');
    expect(cvv).toHaveAccessibleDescription('Invalid CVV');
    await user.clear(cvv);
    expect(cvv).toHaveAccessibleDescription('CVV required');
    await user.click(cvv);
    await user.paste('9x8');
    expect(cvv).toHaveValue('9x8');
    expect(cvv).toHaveAccessibleDescription('Invalid CVV');
    await user.clear(cvv);
    await user.paste('98');
    await user.paste('7');
    expect(cvv).toHaveValue('987');
    expect(cvv).toHaveAttribute('aria-invalid', 'false');
  });

  it('keeps a valid expiry read-only until focused, and checks an edited one', async () => {
    const { user } = await openExisting();
    expect(month()).toHaveAttribute('readonly');
    await user.click(month());
    expect(month()).not.toHaveAttribute('readonly');
    expect(year()).not.toHaveAttribute('readonly');
    await user.clear(month());
    await user.type(month(), '13');
    // Moving within the expiry does not lock it.
    await user.click(year());
    expect(month()).not.toHaveAttribute('readonly');
    await user.click(cvvInput());
    expect(month()).toHaveAccessibleDescription('Invalid Expiry Date');
    expect(month()).toHaveAttribute('aria-invalid', 'true');
    await user.clear(month());
    expect(month()).toHaveAccessibleDescription('Expiry Date Required');
    await user.type(month(), '1a2');
    expect(month()).toHaveValue('12');
    await user.click(cvvInput());
    expect(month()).toHaveAttribute('readonly');
    expect(month()).toHaveAttribute('aria-invalid', 'false');
  });

  it('refuses a month of this year that has gone by', async () => {
    const today = new Date();
    const { user } = await openExisting();
    await user.click(month());
    await user.clear(month());
    await user.clear(year());
    await user.type(year(), String(today.getFullYear() - 1));
    await user.type(month(), '12');
    await user.click(cvvInput());
    expect(month()).toHaveAccessibleDescription(
      `Invalid Expiry Date This card expired in 12/${today.getFullYear() - 1}.`,
    );
    if (today.getMonth() > 0) {
      await user.click(month());
      await user.clear(month());
      await user.clear(year());
      await user.type(month(), String(today.getMonth()));
      await user.type(year(), String(today.getFullYear()));
      await user.click(cvvInput());
      expect(month()).toHaveAccessibleDescription(
        `Invalid Expiry Date This card expired in ${String(today.getMonth()).padStart(2, '0')}/${today.getFullYear()}.`,
      );
    }
    await user.click(month());
    await user.clear(month());
    await user.clear(year());
    await user.type(month(), String(today.getMonth() + 1));
    await user.type(year(), String(today.getFullYear()));
    await user.click(cvvInput());
    expect(month()).toHaveAttribute('aria-invalid', 'false');
  });

  it('deposits with the chosen card and shows the confirmation', async () => {
    const requests = recordRequests();
    const { user, store } = await openExisting();
    await screen.findByRole('button', { name: '$50' });
    await user.click(screen.getByRole('button', { name: '$100' }));
    await user.type(cvvInput(), '123');
    await user.click(depositButton());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Transaction Successful' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('The amount of $100.00 has been deposited to your account.'),
    ).toBeInTheDocument();
    expect(store.getState().location.pathname).toBe('/confirmation');
    expect(requests.bodies('POST', '/deposit/card')).toEqual([
      expect.objectContaining({
        fundingMethodId: 101,
        subType: 'Visa',
        type: 'cc',
        cvcCode: '123',
        expiryDate: '2028-04-01',
        amount: 100,
      }),
    ]);
    // Nothing of the card stays behind.
    expect(store.getState().card?.entry.cvv).toBe('');
    expect(JSON.stringify({ ...window.sessionStorage })).not.toContain('123');
  });

  it('posts an edited expiry as YYYY-MM-01', async () => {
    const requests = recordRequests();
    const { user } = await openExisting();
    await screen.findByRole('button', { name: '$50' });
    await user.click(month());
    await user.clear(month());
    await user.type(month(), '7');
    await user.clear(year());
    await user.type(year(), '2030');
    await user.type(cvvInput(), '321');
    await user.click(depositButton());
    await screen.findByRole('heading', { name: 'Transaction Successful' });
    expect(requests.bodies('POST', '/deposit/card')).toEqual([
      expect.objectContaining({ expiryDate: '2030-07-01', cvcCode: '321', amount: 50 }),
    ]);
  });

  it("shows the server's refusal as plain text, clears the CVV and stays", async () => {
    const { user, store } = await openExisting();
    await screen.findByRole('button', { name: '$50' });
    // The sandbox's card processor declines CVV 000.
    await user.type(cvvInput(), '000');
    await user.click(depositButton());
    expect(await screen.findByText('Your card was declined.')).toHaveAttribute('role', 'alert');
    expect(cvvInput()).toHaveValue('');
    expect(store.getState().location.pathname).toBe('/deposit/cardfunding');
    expect(screen.getByRole('radio', { name: VISA })).toBeChecked();
  });

  it.each([
    [502, 'An error occurred while depositing amount'],
    [500, 'Some error occurred.'],
  ])('answers HTTP %i with the catalogue text', async (status, message) => {
    sandboxServer.use(
      http.post('*/api/funding/deposit/card', () => HttpResponse.json({}, { status })),
    );
    const { user } = await openExisting();
    await screen.findByRole('button', { name: '$50' });
    await user.type(cvvInput(), '123');
    await user.click(depositButton());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(cvvInput()).toHaveValue('');
  });

  it('hides the fee when the brand has none, and says N/A without an authorized limit', async () => {
    sandboxServer.use(
      http.get('*/api/funding/customer', () =>
        HttpResponse.json({ vsCharge: 0, mcCharge: 3, fedExCharge: 25, accountNumber: '1' }),
      ),
      http.get('*/api/funding/availablelimit/type/cc', () =>
        HttpResponse.json([
          { fundingMethodId: 0, availableLimit: 1000, timeFrame: 'weekly', authorized: false },
        ]),
      ),
    );
    await openExisting();
    expect(await screen.findByText('N/A')).toBeInTheDocument();
    expect(screen.queryByText(/fee for credit & debit card deposits/)).not.toBeInTheDocument();
  });

  it('says so when the cards cannot be fetched', async () => {
    sandboxServer.use(
      http.get('*/api/funding/getcardfundingmethod', () => HttpResponse.json({}, { status: 502 })),
    );
    await renderApp('/deposit/cardfunding');
    expect(
      await screen.findByText('An error occurred while fetching your account details'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(depositButton()).toHaveAttribute('aria-disabled', 'true');
  });
});

describe('mark as default', () => {
  it('makes another card the default, showing the pending state', async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    const bodies: unknown[] = [];
    sandboxServer.use(
      http.put('*/api/funding/user/mark-as-default', async ({ request }) => {
        bodies.push(await request.clone().json());
        await answered;
        return undefined;
      }),
    );
    const { user, store } = await openExisting();
    const visaRow = screen.getByRole('radio', { name: VISA }).closest('li') as HTMLElement;
    const mcRow = screen.getByRole('radio', { name: MASTERCARD }).closest('li') as HTMLElement;
    const visaButton = await within(visaRow).findByRole('button', { name: 'Default' });
    expect(visaButton).toHaveAttribute('aria-pressed', 'true');
    expect(visaButton).toHaveAccessibleDescription(VISA);
    const mcButton = within(mcRow).getByRole('button', { name: 'Mark as Default' });
    expect(mcButton).toHaveAttribute('aria-pressed', 'false');
    await user.click(mcButton);
    expect(mcButton).toHaveAttribute('aria-busy', 'true');
    expect(mcButton).toHaveAttribute('aria-disabled', 'true');
    release();
    await waitFor(() => expect(mcButton).toHaveTextContent('Default'));
    expect(mcButton).toHaveAttribute('aria-pressed', 'true');
    expect(mcButton).toHaveAttribute('aria-busy', 'false');
    expect(within(visaRow).getByRole('button', { name: 'Mark as Default' })).toBeInTheDocument();
    expect(bodies).toEqual([{ fundingMethod: 'cc', fundingMethodId: 102 }]);
    expect(store.getState().fundingSources.defaultMethod.data).toEqual({
      fundingMethod: 'cc',
      fundingMethodId: 102,
    });
  });

  it("says 'Something went wrong' when the change fails", async () => {
    sandboxServer.use(
      http.put('*/api/funding/user/mark-as-default', () => HttpResponse.json({}, { status: 500 })),
    );
    const { user } = await openExisting();
    const mcRow = screen.getByRole('radio', { name: MASTERCARD }).closest('li') as HTMLElement;
    const button = await within(mcRow).findByRole('button', { name: 'Mark as Default' });
    await user.click(button);
    expect(await within(mcRow).findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(button).toHaveTextContent('Mark as Default');
    expect(button).toHaveAccessibleDescription(`${MASTERCARD} Something went wrong`);
    expect(within(mcRow).getByRole('button', { name: 'Mark as Default' })).toBeInTheDocument();
  });
});

describe('card funding, new mode', () => {
  const cardNumber = () => screen.getByLabelText('Card Number');

  it('opens in new mode with the no-card message when the list is a 404', async () => {
    await renderApp('/deposit/cardfunding', { scenario: 'new-user' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Add New Card' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Sorry, you do not have an existing Credit/Debit card available.'),
    ).toBeInTheDocument();
    expect(cardNumber()).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Mark as default' })).not.toBeChecked();
    expect(
      screen.queryByRole('button', { name: 'Add New Credit/Debit Card' }),
    ).not.toBeInTheDocument();
    // No saved card to return to: back goes back in history.
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('opens in new mode for an empty list too', async () => {
    sandboxServer.use(http.get('*/api/funding/getcardfundingmethod', () => HttpResponse.json([])));
    await renderApp('/deposit/cardfunding');
    expect(await screen.findByRole('heading', { name: 'Add New Card' })).toBeInTheDocument();
    expect(
      screen.getByText('Sorry, you do not have an existing Credit/Debit card available.'),
    ).toBeInTheDocument();
  });

  it("'Add New Credit/Debit Card' opens new mode, whose back arrow returns to the cards", async () => {
    const { user, store } = await openExisting();
    await user.click(screen.getByRole('button', { name: 'Add New Credit/Debit Card' }));
    expect(await screen.findByRole('heading', { name: 'Add New Card' })).toBeInTheDocument();
    expect(store.getState().location.pathname).toBe('/deposit/xpressfunding-new-card');
    expect(
      screen.queryByText('Sorry, you do not have an existing Credit/Debit card available.'),
    ).not.toBeInTheDocument();
    const back = screen.getByRole('link', { name: 'Back' });
    expect(back).toHaveAttribute('href', '#/deposit/cardfunding');
    await user.click(back);
    expect(
      await screen.findByRole('heading', { name: 'Credit/Debit Card Funding' }),
    ).toBeInTheDocument();
  });

  it('spaces the number in fours as typed, shows the brand and its fee', async () => {
    const { user } = await renderApp('/new-card');
    await screen.findByRole('heading', { name: 'Add New Card' });
    expect(screen.queryByText(/fee for credit & debit card deposits/)).not.toBeInTheDocument();
    await user.type(cardNumber(), '5555abc5555 5555');
    expect(cardNumber()).toHaveValue('5555 5555 5555');
    expect(cardNumber()).toHaveAccessibleDescription('Mastercard');
    expect(
      await screen.findByText('There is a $3.00 fee for credit & debit card deposits.'),
    ).toBeInTheDocument();
    await user.type(cardNumber(), '4444');
    expect(cardNumber()).toHaveValue('5555 5555 5555 4444');
    expect(cardNumber()).toHaveAttribute('autocomplete', 'cc-number');
    // The general limit applies to a card not saved yet.
    expect(
      await screen.findByText('Weekly Amount Available for Deposit: $1,000.00'),
    ).toBeInTheDocument();
  });

  it.each([
    ['', 'Card Number required'],
    ['4242424242424241', 'Invalid Card Number'],
    ['424242424242', 'Invalid Card Number'],
    ['378282246310005', 'Invalid Card Number'],
    ['6011111111111117', 'Invalid Card Number'],
  ])('checks the number %p on leaving it: %s', async (typed, message) => {
    const { user } = await renderApp('/new-card');
    await screen.findByRole('heading', { name: 'Add New Card' });
    await user.click(cardNumber());
    if (typed) await user.type(cardNumber(), typed);
    await user.tab();
    expect(cardNumber()).toHaveAttribute('aria-invalid', 'true');
    expect(cardNumber()).toHaveAccessibleDescription(expect.stringContaining(message));
  });

  it('takes a pasted number with spaces or dashes', async () => {
    const { user } = await renderApp('/new-card');
    await screen.findByRole('heading', { name: 'Add New Card' });
    await user.click(cardNumber());
    await user.paste('4242-4242-4242-4242');
    expect(cardNumber()).toHaveValue('4242 4242 4242 4242');
    await user.tab();
    expect(cardNumber()).toHaveAttribute('aria-invalid', 'false');
  });

  it('enables Deposit only with a valid number, expiry and CVV', async () => {
    const { user } = await renderApp('/new-card');
    await screen.findByRole('button', { name: '$50' });
    expect(depositButton()).toHaveAccessibleDescription(
      'To deposit, provide a valid card number, a valid expiry date and a 3-digit CVV.',
    );
    await user.type(cardNumber(), '4242424242424242');
    await user.type(month(), '12');
    await user.type(year(), String(new Date().getFullYear() + 2));
    expect(depositButton()).toHaveAttribute('aria-disabled', 'true');
    await user.type(cvvInput(), '123');
    expect(depositButton()).toHaveAttribute('aria-disabled', 'false');
  });

  it('after a failure keeps the card number and clears the CVV', async () => {
    const { user } = await renderApp('/new-card');
    await screen.findByRole('button', { name: '$50' });
    await user.type(cardNumber(), '4242424242424242');
    await user.type(month(), '12');
    await user.type(year(), String(new Date().getFullYear() + 2));
    await user.type(cvvInput(), '000');
    await user.click(depositButton());
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    expect(cardNumber()).toHaveValue('4242 4242 4242 4242');
    expect(cvvInput()).toHaveValue('');
  });

  it('deposits with a new card marked as default, which becomes the default', async () => {
    const requests = recordRequests();
    const { user, store } = await renderApp('/deposit/xpressfunding-new-card');
    await screen.findByRole('button', { name: '$50' });
    await user.type(cardNumber(), '5555555555554444');
    await user.type(month(), '3');
    await user.type(year(), String(new Date().getFullYear() + 3));
    await user.type(cvvInput(), '456');
    await user.click(screen.getByRole('checkbox', { name: 'Mark as default' }));
    await user.click(depositButton());
    expect(
      await screen.findByText('The amount of $50.00 has been deposited to your account.'),
    ).toBeInTheDocument();
    expect(requests.bodies('POST', '/card')).toEqual([
      {
        accountNumber: '5555555555554444',
        subType: 'Mastercard',
        expiryDate: `${new Date().getFullYear() + 3}-03-01`,
        type: 'cc',
        cvcCode: '456',
        amount: 50,
      },
    ]);
    // The sandbox gives the first new card the id 301; marking it follows the confirmation.
    await waitFor(() =>
      expect(requests.bodies('PUT', '/user/mark-as-default')).toEqual([
        { fundingMethod: 'cc', fundingMethodId: 301 },
      ]),
    );
    await waitFor(() =>
      expect(store.getState().fundingSources.defaultMethod.data?.fundingMethodId).toBe(301),
    );
    expect(store.getState().fundingSources.defaultMethod.data).toEqual({
      fundingMethod: 'cc',
      fundingMethodId: 301,
    });
    expect(store.getState().card?.cardNumber).toBe('');
  });

  it('does not change the default when the box is not ticked', async () => {
    const requests = recordRequests();
    const { user } = await renderApp('/new-card');
    await screen.findByRole('button', { name: '$50' });
    await user.type(cardNumber(), '4242424242424242');
    await user.type(month(), '12');
    await user.type(year(), String(new Date().getFullYear() + 1));
    await user.type(cvvInput(), '123');
    await user.click(depositButton());
    await screen.findByRole('heading', { name: 'Transaction Successful' });
    expect(requests.count('PUT', '/user/mark-as-default')).toBe(0);
    expect(requests.count('POST', '/card')).toBe(1);
  });
});

describe('card funding contexts', () => {
  it('on mobile, one MM/YYYY field', async () => {
    asPhone();
    const { user } = await openExisting();
    const expiry = screen.getByLabelText('Expiry Date');
    expect(expiry).toHaveValue('04/2028');
    expect(expiry).toHaveAttribute('maxlength', '7');
    expect(screen.queryByLabelText('Expiry month')).not.toBeInTheDocument();
    await user.click(expiry);
    await user.clear(expiry);
    await user.type(expiry, '09/2031');
    expect(expiry).toHaveValue('09/2031');
    await user.click(cvvInput());
    expect(expiry).toHaveAttribute('readonly');
    await user.click(expiry);
    await user.clear(expiry);
    await user.type(expiry, '1320');
    await user.click(cvvInput());
    expect(expiry).toHaveAccessibleDescription('Invalid Expiry Date');
  });

  it('in the quick-deposit frame the back arrow leads to the quick-deposit home', async () => {
    await renderApp('/deposit/cardfunding', { pageQuery: '?quickDepositIframe=true' });
    await screen.findByRole('radio', { name: VISA });
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '#/');
  });

  it('elsewhere the back arrow goes back in history', async () => {
    const back = jest.spyOn(window.history, 'back').mockImplementation(() => {});
    const { user } = await openExisting();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(back).toHaveBeenCalledTimes(1);
    back.mockRestore();
  });
});
