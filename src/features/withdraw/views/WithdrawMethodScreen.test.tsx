import { act, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { delay, http, HttpResponse } from 'msw';
import { currentEnvironment } from '@/domain/context/environment';
import { sessionPopupOpened } from '@/domain/session/sessionSlice';
import { sandboxServer } from '@/sandbox/node';
import { renderApp } from '@/test/renderApp';
import { withdrawMethodChosen } from '../withdrawSlice';
import { asPhone } from '@/test/device';
import { SCREEN_LOAD } from '@/test/timeScale';

async function openMethods(options: Parameters<typeof renderApp>[1] = {}) {
  const app = await renderApp('/withdraw', options);
  await screen.findByRole('heading', { level: 1, name: 'Select Withdrawal Method' }, SCREEN_LOAD);
  return app;
}

const NO_ACH_ACCOUNT =
  'You do not have an active ACH account. Please add a new ACH account in order to proceed.';
const proceed = () => screen.getByRole('button', { name: 'Proceed' });
const option = (name: string) => screen.getByRole('radio', { name });
const achReady = () => waitFor(() => expect(option('Bank Transfer (ACH)')).toBeEnabled());

describe('the withdrawal method screen', () => {
  it('shows the withdrawable balance and the three methods with their texts', async () => {
    await openMethods();
    expect(await screen.findByText('$1,000.00')).toBeInTheDocument();
    expect(screen.getByText('Available Balance for Withdrawal')).toBeInTheDocument();
    expect(option('Bank Transfer (ACH)')).toHaveAccessibleDescription(
      'Withdraw funds directly to your bank account. No fee.',
    );
    await waitFor(() =>
      expect(option('Check Request')).toHaveAccessibleDescription(
        'Checks are issued by the provider and processed Tuesday and Thursday each week. ' +
          'Postal delivery can cause delays, so we recommend a bank transfer for faster access to your funds. ' +
          'No fee; optional rush delivery by courier: $25.00.',
      ),
    );
    expect(option('PayPal')).toHaveAccessibleDescription(
      'Withdraw funds to your PayPal account. Fee: $1.00 per withdrawal.',
    );
  });

  it("shows '-' when the withdrawable balance is unknown", async () => {
    sandboxServer.use(
      http.get('*/api/funding/balance/type/available', () =>
        HttpResponse.json({}, { status: 502 }),
      ),
    );
    await openMethods();
    const line = screen.getByText('Available Balance for Withdrawal').closest('p');
    await waitFor(() => expect(line).toHaveTextContent('Available Balance for Withdrawal -'));
  });

  it('links to the partner racetracks in a new tab that cannot reach back', async () => {
    await openMethods();
    const link = screen.getByRole('link', { name: /Partner Racetracks/ });
    expect(link).toHaveAttribute('href', currentEnvironment().welcomeCentres);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link.closest('p')).toHaveTextContent(/withdraw money at North American racetracks/);
  });

  it('keeps Proceed disabled, saying why, until a method is chosen', async () => {
    const { user, store } = await openMethods();
    expect(proceed()).toHaveAttribute('aria-disabled', 'true');
    expect(proceed()).toHaveAccessibleDescription('Choose a withdrawal method to proceed.');
    await user.click(option('PayPal'));
    expect(proceed()).toHaveAttribute('aria-disabled', 'false');
    expect(store.getState().location.pathname).toBe('/withdraw');
    await user.click(proceed());
    await screen.findByRole('heading', { level: 1, name: 'Paypal Funding' }, SCREEN_LOAD);
    expect(store.getState().location.pathname).toBe('/withdraw/paypalfunding');
  });

  it.each([
    ['Check Request', '/withdraw/xpressfunding-fedex', 'Check Issued by the provider'],
    ['Bank Transfer (ACH)', '/withdraw/xpressfunding', 'Xpressfund/ACH Withdrawal'],
  ])('proceeds with %s to %s', async (name, path, title) => {
    const { user, store } = await openMethods();
    await achReady();
    await user.click(option(name));
    await user.click(proceed());
    await screen.findByRole('heading', { level: 1, name: title }, SCREEN_LOAD);
    expect(store.getState().location.pathname).toBe(path);
  });

  it('keeps Proceed disabled while a popup is open', async () => {
    const { user, store } = await openMethods();
    await user.click(option('PayPal'));
    act(() => store.dispatch(sessionPopupOpened({ popup: 'balanceUnavailable' })));
    await waitFor(() => expect(proceed()).toHaveAttribute('aria-disabled', 'true'));
    expect(proceed()).toHaveAccessibleDescription('Close the open message to proceed.');
  });

  it('disables the ACH option until the bank accounts have loaded', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    sandboxServer.use(
      http.get('*/api/funding/expressfund', async () => {
        await held;
        return undefined;
      }),
    );
    await openMethods();
    expect(option('Bank Transfer (ACH)')).toBeDisabled();
    expect(option('Bank Transfer (ACH)')).toHaveAccessibleDescription(/Loading your bank accounts/);
    expect(option('PayPal')).toBeEnabled();
    release();
    await achReady();
  });

  it.each([
    [
      'without the bank-linking cookie, the new-account form',
      false,
      '#/deposit/xpressfunding?account=new',
    ],
    ['with the bank-linking cookie, bank linking', true, '#/deposit/plaidfunding'],
  ])(
    'without a saved account, ACH keeps Proceed disabled with the reason beside the choice and links to adding one (%s)',
    async (_, bankLink, href) => {
      if (bankLink) Cookies.set('xpbPlaid', 'true');
      const { user, store } = await openMethods({ scenario: 'new-user' });
      await achReady();
      await user.click(option('Bank Transfer (ACH)'));
      // Beside the choice just made, not below the form.
      expect(option('Bank Transfer (ACH)')).toHaveAccessibleDescription(
        expect.stringContaining(NO_ACH_ACCOUNT),
      );
      expect(proceed()).toHaveAttribute('aria-disabled', 'true');
      expect(proceed()).toHaveAccessibleDescription(NO_ACH_ACCOUNT);
      const add = screen.getByRole('link', {
        name: 'Add a bank account: your first bank deposit saves it',
      });
      expect(add).toHaveAttribute('href', href);
      await user.click(proceed());
      expect(store.getState().location.pathname).toBe('/withdraw');
    },
  );

  it("answers a method it does not know with 'development in progress.'", async () => {
    const { user, store } = await openMethods();
    act(() => store.dispatch(withdrawMethodChosen({ method: 'wire' })));
    await user.click(proceed());
    expect(await screen.findByText('development in progress.')).toHaveRole('alert');
    expect(store.getState().location.pathname).toBe('/withdraw');
  });

  it('on a phone proceeds as soon as a method is chosen', async () => {
    asPhone();
    const { user, store } = await openMethods();
    await user.click(option('Check Request'));
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Check Issued by the provider' },
      SCREEN_LOAD,
    );
    expect(store.getState().location.pathname).toBe('/withdraw/xpressfunding-fedex');
  });

  it('in the quick-deposit frame proceeds as soon as a method is chosen', async () => {
    const { user, store } = await openMethods({ pageQuery: '?quickDepositIframe=true' });
    await user.click(option('PayPal'));
    await waitFor(() => expect(store.getState().location.pathname).toBe('/withdraw/paypalfunding'));
  });

  it('on a phone refuses ACH without an account without leaving, saying so beside the choice', async () => {
    asPhone();
    const { user, store } = await openMethods({ scenario: 'new-user' });
    await achReady();
    // Choosing proceeds: no greyed Proceed stands at the bottom of the screen before a choice.
    expect(screen.queryByRole('button', { name: 'Proceed' })).toBeNull();
    await user.click(option('Bank Transfer (ACH)'));
    expect(option('Bank Transfer (ACH)')).toHaveAccessibleDescription(
      expect.stringContaining(NO_ACH_ACCOUNT),
    );
    expect(
      screen.getByRole('link', { name: 'Add a bank account: your first bank deposit saves it' }),
    ).toBeInTheDocument();
    expect(store.getState().location.pathname).toBe('/withdraw');
    // Once chosen, Proceed is there, saying why it cannot go on.
    expect(proceed()).toHaveAccessibleDescription(NO_ACH_ACCOUNT);
  });

  it('starts afresh when opened again, so choosing the same method proceeds again', async () => {
    asPhone();
    const { user, store } = await openMethods();
    await user.click(option('PayPal'));
    await screen.findByRole('heading', { level: 1, name: 'Paypal Funding' }, SCREEN_LOAD);
    window.location.hash = '#/withdraw';
    await screen.findByRole('heading', { level: 1, name: 'Select Withdrawal Method' }, SCREEN_LOAD);
    expect(option('PayPal')).not.toBeChecked();
    await user.click(option('PayPal'));
    await waitFor(() => expect(store.getState().location.pathname).toBe('/withdraw/paypalfunding'));
  });

  it('asks for the withdrawable balance and the bank accounts once', async () => {
    const counts = new Map<string, number>();
    sandboxServer.use(
      http.get('*/api/funding/*', async ({ request }) => {
        const path = new URL(request.url).pathname;
        counts.set(path, (counts.get(path) ?? 0) + 1);
        await delay(0);
        return undefined;
      }),
    );
    await openMethods();
    await achReady();
    await screen.findByText('$1,000.00');
    expect(counts.get('/api/funding/balance/type/available')).toBe(1);
    expect(counts.get('/api/funding/expressfund')).toBe(1);
    const methods = within(screen.getByRole('group', { name: 'Withdrawal method' }));
    expect(methods.getAllByRole('radio')).toHaveLength(3);
  });
});
