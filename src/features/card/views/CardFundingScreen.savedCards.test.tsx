import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { paths } from '@/config/paths';
import { SEEDED_IDS } from '@/sandbox/ledger';
import { sandboxServer } from '@/sandbox/node';
import { recordRequests } from '@/test/recordRequests';
import { renderApp } from '@/test/renderApp';

/** How the card screen follows the saved-card list: loading, failed, empty, and its default. */

const VISA = 'VISA **** **** **** 4242';
const MASTERCARD = 'MASTERCARD **** **** **** 5454';
const NO_CARD = 'Sorry, you do not have an existing Credit/Debit card available.';

const depositButton = () => screen.getByRole('button', { name: 'Deposit' });
const loadingCards = () => screen.queryByText('Loading your cards');

/** Holds the saved-card list until the returned function is called. */
function holdCardList() {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  sandboxServer.use(
    http.get('*/api/funding/getcardfundingmethod', async () => {
      await held;
      return undefined;
    }),
  );
  return release;
}

describe('the card screen while the saved cards load', () => {
  it('says it is loading them, offers no card fields yet and no no-card message', async () => {
    const release = holdCardList();
    await renderApp(paths.cardFunding);
    await screen.findByRole('button', { name: '$50' });
    expect(loadingCards()).toBeInTheDocument();
    expect(screen.queryByLabelText('Card Number')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('CVV')).not.toBeInTheDocument();
    expect(screen.queryByText(NO_CARD)).not.toBeInTheDocument();
    expect(depositButton()).toHaveAttribute('aria-disabled', 'true');
    expect(depositButton()).toHaveAccessibleDescription(expect.stringMatching(/a card\.$/));
    release();
    expect(await screen.findByRole('radio', { name: VISA })).toBeChecked();
    expect(loadingCards()).not.toBeInTheDocument();
  });
});

describe('the card screen when the saved cards cannot be fetched', () => {
  it('stops loading, offers a new card and says a card is missing', async () => {
    sandboxServer.use(
      http.get('*/api/funding/getcardfundingmethod', () => HttpResponse.json({}, { status: 502 })),
    );
    await renderApp(paths.cardFunding);
    await screen.findByText('An error occurred while fetching your account details');
    expect(loadingCards()).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add New Credit/Debit Card' })).toBeInTheDocument();
    expect(depositButton()).toHaveAttribute('aria-disabled', 'true');
    expect(depositButton()).toHaveAccessibleDescription(expect.stringMatching(/a card\.$/));
    expect(depositButton()).not.toHaveAccessibleDescription(/card number/);
  });

  it('lets a new card be added, whose Back goes back in history: there is no card list', async () => {
    sandboxServer.use(
      http.get('*/api/funding/getcardfundingmethod', () => HttpResponse.json({}, { status: 502 })),
    );
    const { user } = await renderApp(paths.cardFunding);
    await user.click(await screen.findByRole('button', { name: 'Add New Credit/Debit Card' }));
    expect(await screen.findByRole('heading', { name: 'Add New Card' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back' })).not.toBeInTheDocument();
  });
});

describe('the saved cards', () => {
  it('start with the default card chosen even when it is not the first one', async () => {
    sandboxServer.use(
      http.get('*/api/funding/user/mark-as-default', () =>
        HttpResponse.json({ fundingMethod: 'cc', fundingMethodId: SEEDED_IDS.mastercard }),
      ),
    );
    await renderApp(paths.cardFunding);
    expect(await screen.findByRole('radio', { name: MASTERCARD })).toBeChecked();
    expect(screen.getByRole('radio', { name: VISA })).not.toBeChecked();
  });
});

describe('a member with no saved card', () => {
  it('deposits with a new card', async () => {
    const requests = recordRequests();
    const { user, store } = await renderApp(paths.cardFunding, { scenario: 'new-user' });
    await screen.findByText(NO_CARD);
    await screen.findByRole('button', { name: '$50' });
    await user.type(screen.getByLabelText('Card Number'), '4242424242424242');
    await user.type(screen.getByLabelText('Expiry month'), '12');
    const year = new Date().getFullYear() + 2;
    await user.type(screen.getByLabelText('Expiry year'), String(year));
    await user.type(screen.getByLabelText('CVV'), '123');
    expect(depositButton()).toHaveAttribute('aria-disabled', 'false');
    await user.click(depositButton());
    await waitFor(() => expect(store.getState().location.pathname).toBe(paths.confirmation));
    expect(requests.bodies('POST', '/card')).toEqual([
      {
        accountNumber: '4242424242424242',
        subType: 'Visa',
        expiryDate: `${year}-12-01`,
        type: 'cc',
        cvcCode: '123',
        amount: 50,
      },
    ]);
  });

  it('goes back in history from the new-card address: there is no card list to return to', async () => {
    await renderApp(paths.newCard, { scenario: 'new-user' });
    await screen.findByText(NO_CARD);
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back' })).not.toBeInTheDocument();
  });
});
