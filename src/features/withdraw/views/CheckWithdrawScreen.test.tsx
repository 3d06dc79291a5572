import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { currentEnvironment } from '@/domain/context/environment';
import { DEMO_CUSTOMER } from '@/sandbox/demoUser';
import { sandboxServer } from '@/sandbox/node';
import { renderApp } from '@/test/renderApp';
import {
  answerPosts,
  recordRequests,
  statusAnswer,
  transactionAnswer,
} from '@/test/recordRequests';
import { asPhone } from '@/test/device';
import { SCREEN_LOAD } from '@/test/timeScale';

async function openCheck() {
  const app = await renderApp('/withdraw/xpressfunding-fedex');
  await screen.findByRole(
    'heading',
    { level: 1, name: 'Check Issued by the provider' },
    SCREEN_LOAD,
  );
  await screen.findByRole('combobox', { name: 'Delivery Address' });
  await waitFor(() => expect(rushYes()).toBeEnabled());
  return app;
}

const amount = () => screen.getByLabelText('Amount');
const withdraw = () => screen.getByRole('button', { name: 'Withdraw' });
const group = (name: string) => screen.getByRole('group', { name });
const rushYes = () => within(group('Rush Delivery')).getByRole('radio', { name: /^Yes/ });
const extraFee = () => screen.queryByText(/^Extra fee:/);

describe('the check withdrawal', () => {
  it.each([
    ['PO Box 4410', true],
    ['P.O. Box 12', true],
    ['post office box 7', true],
    ['POST OFFICE BOX 7', true],
    ['1200 Paddock Lane', false],
    ['12 Boxwood Road', false],
  ])(
    'to %s (a PO Box: %s), rush Yes disables Withdraw with the reason; No lets it go by mail',
    async (street, poBox) => {
      const PO_BOX_REASON =
        'Couriers cannot deliver to a PO Box. Choose No for rush delivery, or another address.';
      sandboxServer.use(
        http.get('*/api/funding/addresses', () =>
          HttpResponse.json([
            {
              address: street,
              city: 'Lexington',
              state: 'KY',
              zip: '40544',
              country: 'US',
              addressType: 'residence',
            },
          ]),
        ),
      );
      const requests = recordRequests();
      const { user } = await openCheck();
      await user.type(amount(), '40');
      expect(screen.queryByText(PO_BOX_REASON)).not.toBeInTheDocument();
      await user.click(rushYes());
      if (poBox) {
        expect(withdraw()).toHaveAttribute('aria-disabled', 'true');
        expect(withdraw()).toHaveAccessibleDescription(PO_BOX_REASON);
        await user.click(within(group('Rush Delivery')).getByRole('radio', { name: 'No' }));
        expect(screen.queryByText(PO_BOX_REASON)).not.toBeInTheDocument();
      } else {
        expect(screen.queryByText(PO_BOX_REASON)).not.toBeInTheDocument();
      }
      expect(withdraw()).toHaveAttribute('aria-disabled', 'false');
      await user.click(withdraw());
      await screen.findByRole('heading', { level: 1, name: 'Transaction Successful' }, SCREEN_LOAD);
      // No courier fee for a delivery that cannot happen.
      expect(requests.bodies('POST', '/cheque/withdraw')).toMatchObject([
        poBox
          ? { amount: 40, rushDeliverySelected: false, fedexAmount: 0 }
          : { amount: 40, rushDeliverySelected: true, fedexAmount: 25 },
      ]);
    },
  );

  it('offers the delivery addresses by type with the address itself, the first chosen', async () => {
    await openCheck();
    const select = screen.getByRole('combobox', { name: 'Delivery Address' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Residence Address: 1200 Paddock Lane, Lexington, KY 40511',
      'Mailing Address: PO Box 4410, Lexington, KY 40544',
    ]);
    expect(select).toHaveDisplayValue('Residence Address: 1200 Paddock Lane, Lexington, KY 40511');
  });

  it('lists the addresses as radio buttons on a phone', async () => {
    asPhone();
    await renderApp('/withdraw/xpressfunding-fedex');
    const addresses = await screen.findByRole('group', { name: 'Delivery Address' });
    const radios = within(addresses).getAllByRole('radio');
    expect(radios).toHaveLength(2);
    expect(
      within(addresses).getByRole('radio', {
        name: 'Residence Address: 1200 Paddock Lane, Lexington, KY 40511',
      }),
    ).toBeChecked();
    expect(
      within(addresses).getByRole('radio', {
        name: 'Mailing Address: PO Box 4410, Lexington, KY 40544',
      }),
    ).not.toBeChecked();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it("offers rush delivery at the customer's charge and then a signature for $5", async () => {
    const { user } = await openCheck();
    expect(rushYes()).toHaveAccessibleName('Yes, $25.00 courier delivery');
    expect(within(group('Rush Delivery')).getByRole('radio', { name: 'No' })).toBeChecked();
    expect(screen.queryByRole('group', { name: 'Require Signature' })).not.toBeInTheDocument();
    expect(extraFee()).not.toBeInTheDocument();

    await user.click(rushYes());
    const signature = group('Require Signature');
    expect(within(signature).getByRole('radio', { name: 'No' })).toBeChecked();
    expect(extraFee()).toHaveTextContent('Extra fee: $25.00');
    await user.click(within(signature).getByRole('radio', { name: 'Yes, $5 Additional Fee' }));
    expect(extraFee()).toHaveTextContent('Extra fee: $30.00');
  });

  it('turning rush off resets the signature', async () => {
    const { user } = await openCheck();
    await user.click(rushYes());
    await user.click(
      within(group('Require Signature')).getByRole('radio', { name: 'Yes, $5 Additional Fee' }),
    );
    await user.click(within(group('Rush Delivery')).getByRole('radio', { name: 'No' }));
    expect(screen.queryByRole('group', { name: 'Require Signature' })).not.toBeInTheDocument();
    expect(extraFee()).not.toBeInTheDocument();
    await user.click(rushYes());
    expect(within(group('Require Signature')).getByRole('radio', { name: 'No' })).toBeChecked();
    expect(extraFee()).toHaveTextContent('Extra fee: $25.00');
  });

  it('posts the five fields with fedexAmount 0 without rush, then confirms', async () => {
    const requests = recordRequests();
    const { user, store } = await openCheck();
    expect(withdraw()).toHaveAttribute('aria-disabled', 'true');
    await user.type(amount(), '40');
    await user.click(withdraw());
    await waitFor(() => expect(store.getState().location.pathname).toBe('/confirmation'));
    expect(requests.bodies('POST', '/cheque/withdraw')).toEqual([
      {
        amount: 40,
        rushDeliverySelected: false,
        addressType: 'residence',
        signature: false,
        fedexAmount: 0,
      },
    ]);
    expect(window.sessionStorage.getItem('withdrawnAmount')).toBe('40.00');
    expect(window.sessionStorage.getItem('transactionType')).toBe('xpressFunding-fedex');
    await waitFor(() => expect(store.getState().balance.available.cents).toBe(960_00));
  });

  it('posts rush delivery with its charge, the signature and the chosen address', async () => {
    const requests = recordRequests();
    const { user, store } = await openCheck();
    await user.type(amount(), '40.5');
    const addresses = screen.getByRole('combobox', { name: 'Delivery Address' });
    const [residence = '', mailing = ''] = [...(addresses as HTMLSelectElement).options].map(
      (option) => option.text,
    );
    // Chosen away and back: the address posted is the one chosen last.
    await user.selectOptions(addresses, mailing);
    await user.selectOptions(addresses, residence);
    await user.click(rushYes());
    await user.click(
      within(group('Require Signature')).getByRole('radio', { name: 'Yes, $5 Additional Fee' }),
    );
    await user.click(withdraw());
    await waitFor(() => expect(store.getState().location.pathname).toBe('/confirmation'));
    expect(requests.bodies('POST', '/cheque/withdraw')).toEqual([
      {
        amount: 40.5,
        rushDeliverySelected: true,
        addressType: 'residence',
        signature: true,
        fedexAmount: 25,
      },
    ]);
  });

  it("charges whatever the customer's fedExCharge is", async () => {
    sandboxServer.use(
      http.get('*/api/funding/customer', () =>
        HttpResponse.json({ ...DEMO_CUSTOMER, fedExCharge: 17.5 }),
      ),
    );
    const requests = recordRequests();
    answerPosts('/cheque/withdraw', transactionAnswer(0));
    const { user, store } = await openCheck();
    expect(rushYes()).toHaveAccessibleName('Yes, $17.50 courier delivery');
    await user.type(amount(), '20');
    await user.click(rushYes());
    await user.click(withdraw());
    await waitFor(() => expect(store.getState().location.pathname).toBe('/confirmation'));
    expect(requests.bodies('POST', '/cheque/withdraw')).toEqual([
      expect.objectContaining({ rushDeliverySelected: true, fedexAmount: 17.5 }),
    ]);
  });

  it('offers rush delivery only once the charge is known', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    sandboxServer.use(
      http.get('*/api/funding/customer', async () => {
        await held;
        return undefined;
      }),
    );
    await renderApp('/withdraw/xpressfunding-fedex');
    await screen.findByRole('combobox', { name: 'Delivery Address' });
    expect(rushYes()).toBeDisabled();
    expect(rushYes()).toHaveAccessibleName('Yes, courier delivery');
    release();
    await waitFor(() => expect(rushYes()).toHaveAccessibleName('Yes, $25.00 courier delivery'));
    expect(rushYes()).toBeEnabled();
  });

  it.each([
    [502, 'An error occurred while withdrawing amount'],
    [404, 'Some error occurred.'],
    [422, 'Some error occurred.'],
  ])('answers HTTP %i with %p', async (status, message) => {
    const requests = recordRequests();
    answerPosts('/cheque/withdraw', statusAnswer(status));
    const { user, store } = await openCheck();
    await user.type(amount(), '40');
    await user.click(withdraw());
    expect(await screen.findByText(message)).toHaveRole('alert');
    expect(store.getState().location.pathname).toBe('/withdraw/xpressfunding-fedex');
    expect(requests.bodies('POST', '/cheque/withdraw')).toHaveLength(1);
  });

  it('shows a refusal as plain text', async () => {
    answerPosts('/cheque/withdraw', transactionAnswer(31, 'Address <i>unverified</i>'));
    const { user } = await openCheck();
    await user.type(amount(), '40');
    await user.click(withdraw());
    expect(await screen.findByText('Address <i>unverified</i>')).toHaveRole('alert');
  });

  it('links to the classic site to update the account info', async () => {
    await openCheck();
    const link = screen.getByRole('link', { name: /update your account info on the classic site/ });
    expect(link).toHaveAttribute('href', currentEnvironment().classicSite);
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

describe('the check withdrawal without a delivery address on file', () => {
  it('keeps Withdraw disabled, saying why, and sends nothing', async () => {
    sandboxServer.use(
      http.get('*/api/funding/addresses', () =>
        HttpResponse.json([{ address: '9 Rail Road', city: 'Lexington', country: 'US' }]),
      ),
    );
    const requests = recordRequests();
    const { user } = await renderApp('/withdraw/xpressfunding-fedex');
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Check Issued by the provider' },
      SCREEN_LOAD,
    );
    await user.type(amount(), '40');
    await waitFor(() =>
      expect(withdraw()).toHaveAccessibleDescription('Choose a delivery address.'),
    );
    expect(withdraw()).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByRole('combobox', { name: 'Delivery Address' })).not.toBeInTheDocument();
    await user.click(withdraw());
    expect(requests.bodies('POST', '/cheque/withdraw')).toEqual([]);
  });
});
