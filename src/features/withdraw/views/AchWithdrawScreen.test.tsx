import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { AppStore } from '@/app/appStore';
import { currentEnvironment } from '@/domain/context/environment';
import { sessionPopupOpened } from '@/domain/session/sessionSlice';
import { sandboxServer } from '@/sandbox/node';
import { renderApp } from '@/test/renderApp';
import { answerPosts, recordRequests, statusAnswer } from '@/test/recordRequests';
import { asPhone } from '@/test/device';
import { SCREEN_LOAD } from '@/test/timeScale';

/** Accounts as a real service might send them: full numbers and fields the app does not know. */
const CHECKING = {
  accountNumber: '123456789',
  accountType: 'chk',
  fundingMethodId: 201,
  type: 'ach',
  plaidVerified: true,
  plaidRequired: false,
  bankName: 'First Paddock Bank',
};
const SAVING = {
  accountNumber: '0009876543210',
  accountType: 'sav',
  fundingMethodId: 202,
  type: 'ach',
  plaidVerified: false,
  plaidRequired: true,
  nickname: null,
};

const serveAccounts = () =>
  sandboxServer.use(
    http.get('*/api/funding/expressfund', () => HttpResponse.json([CHECKING, SAVING])),
  );

async function openAch(options: Parameters<typeof renderApp>[1] = {}) {
  const app = await renderApp('/withdraw/xpressfunding', options);
  await screen.findByRole('heading', { level: 1, name: 'Xpressfund/ACH Withdrawal' }, SCREEN_LOAD);
  return app;
}

const amount = () => screen.getByLabelText('Amount');
const withdraw = () => screen.getByRole('button', { name: 'Withdraw' });
const accounts = () => screen.findByRole('combobox', { name: 'Bank Account' });

describe('the ACH withdrawal', () => {
  it('offers the saved accounts masked by type, the first chosen', async () => {
    serveAccounts();
    await openAch();
    const select = await accounts();
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['CHECKING ****56789', 'SAVING ********43210']);
    expect(select).toHaveDisplayValue('CHECKING ****56789');
    expect(screen.queryByText(/123456789/)).not.toBeInTheDocument();
  });

  it('lists the accounts as radio buttons on a phone', async () => {
    serveAccounts();
    asPhone();
    await openAch();
    const list = await screen.findByRole('group', { name: 'Bank Account' });
    expect(within(list).getByRole('radio', { name: 'CHECKING ****56789' })).toBeChecked();
    expect(within(list).getByRole('radio', { name: 'SAVING ********43210' })).not.toBeChecked();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('posts the chosen account exactly as received plus the amount, then confirms', async () => {
    serveAccounts();
    const requests = recordRequests();
    const { user, store } = await openAch();
    await user.selectOptions(await accounts(), 'SAVING ********43210');
    await user.type(amount(), '60');
    await user.click(withdraw());
    await waitFor(() => expect(store.getState().location.pathname).toBe('/confirmation'));
    expect(requests.bodies('POST', '/expressfund/withdraw')).toEqual([{ ...SAVING, amount: 60 }]);
    expect(window.sessionStorage.getItem('withdrawnAmount')).toBe('60.00');
    expect(window.sessionStorage.getItem('transactionType')).toBe('xpressFunding-ACH');
    await waitFor(() => expect(store.getState().balance.available.cents).toBe(940_00));
  });

  it('on a phone posts the account chosen in the list', async () => {
    serveAccounts();
    asPhone();
    const requests = recordRequests();
    const { user, store } = await openAch();
    const list = await screen.findByRole('group', { name: 'Bank Account' });
    await user.click(within(list).getByRole('radio', { name: 'SAVING ********43210' }));
    await user.type(amount(), '5');
    await user.click(withdraw());
    await waitFor(() => expect(store.getState().location.pathname).toBe('/confirmation'));
    expect(requests.bodies('POST', '/expressfund/withdraw')).toEqual([{ ...SAVING, amount: 5 }]);
  });

  it('says there is no account and cannot be sent without one', async () => {
    const { user } = await openAch({ scenario: 'new-user' });
    expect(
      await screen.findByText(
        'You do not have an active ACH account. Please add a new ACH account in order to proceed.',
      ),
    ).toBeInTheDocument();
    await user.type(amount(), '60');
    expect(withdraw()).toHaveAttribute('aria-disabled', 'true');
    expect(withdraw()).toHaveAccessibleDescription('Choose a bank account.');
  });

  it.each([
    [502, 'An error occurred while withdrawing amount'],
    [403, 'Some error occurred.'],
  ])('answers HTTP %i with %p', async (status, message) => {
    const requests = recordRequests();
    answerPosts('/expressfund/withdraw', statusAnswer(status));
    const { user, store } = await openAch();
    await accounts();
    await user.type(amount(), '60');
    await user.click(withdraw());
    expect(await screen.findByText(message)).toHaveRole('alert');
    expect(store.getState().location.pathname).toBe('/withdraw/xpressfunding');
    expect(requests.bodies('POST', '/expressfund/withdraw')).toHaveLength(1);
  });

  it('sets the unauthorized popup off after a failed withdrawal', async () => {
    let opened: AppStore | null = null;
    answerPosts('/expressfund/withdraw', () => {
      // A refusal that came with the unauthorized popup (e.g. a 403 seen elsewhere meanwhile).
      opened?.dispatch(sessionPopupOpened({ popup: 'unauthorized' }));
      return HttpResponse.json({}, { status: 403 });
    });
    const { user, store } = await openAch();
    opened = store;
    await accounts();
    await user.type(amount(), '60');
    await user.click(withdraw());
    await screen.findByText('Some error occurred.');
    await waitFor(() => expect(store.getState().session.popup).toBeNull());
  });

  it('leaves other popups alone after a failed withdrawal', async () => {
    const { user, store } = await openAch({ scenario: 'session-expired' });
    await accounts();
    await user.type(amount(), '60');
    await user.click(withdraw());
    await waitFor(() => expect(store.getState().session.popup).toBe('sessionExpired'));
    expect(store.getState().session.popup).toBe('sessionExpired');
  });

  it('links to the classic site', async () => {
    await openAch();
    const link = screen.getByRole('link', { name: /visit the classic site/ });
    expect(link).toHaveAttribute('href', currentEnvironment().classicSite);
    expect(link).toHaveAttribute('target', '_blank');
  });
});
