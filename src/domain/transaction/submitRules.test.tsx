import { act, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { paths } from '@/config/paths';
import { loadRefused, selectSessionPopup } from '@/domain/session/sessionSlice';
import { sandboxServer } from '@/sandbox/node';
import { transactionAnswer } from '@/test/recordRequests';
import { renderApp } from '@/test/renderApp';
import { scaled } from '@/test/timeScale';

/**
 * The submit's rules that only show when something else happens during a POST, and what a
 * success makes the screens fetch again (survivors of the mutation run).
 */

/** Holds every POST to `path` until the returned function answers it with `answer`. */
function holdPosts(path: string, answer: () => Response) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  sandboxServer.use(
    http.post(`*/api/funding${path}`, async () => {
      await held;
      return answer();
    }),
  );
  return release;
}

const deposit = () => screen.getByRole('button', { name: 'Deposit' });
const processing = () => screen.findByRole('button', { name: /^Processing/ });

describe('the unauthorized popup and a POST in flight (spec section 6)', () => {
  it('stays open when a card deposit fails: only an ACH failure sets it off', async () => {
    const release = holdPosts('/deposit/card', transactionAnswer(3, 'Declined.'));
    const { user, store } = await renderApp(paths.cardFunding);
    await screen.findByRole(
      'radio',
      { name: 'VISA **** **** **** 4242' },
      { timeout: scaled(5000) },
    );
    await user.type(screen.getByLabelText('CVV'), '123');
    await user.click(deposit());
    await processing();
    // A load refused meanwhile (the session saga's rule: the unauthorized popup).
    act(() => {
      store.dispatch(loadRefused({ status: 403 }));
    });
    expect(selectSessionPopup(store.getState())).toBe('unauthorized');
    release();
    await screen.findByText('Declined.');
    expect(selectSessionPopup(store.getState())).toBe('unauthorized');
  });

  it('stays open when an ACH deposit succeeds', async () => {
    const release = holdPosts('/expressfund/deposit', transactionAnswer(0));
    const { user, store } = await renderApp(paths.achFunding);
    await screen.findByRole('button', { name: '$100', pressed: true }, { timeout: scaled(5000) });
    await user.click(deposit());
    await processing();
    act(() => {
      store.dispatch(loadRefused({ status: 403 }));
    });
    release();
    await waitFor(() => expect(store.getState().location.pathname).toBe(paths.confirmation));
    expect(selectSessionPopup(store.getState())).toBe('unauthorized');
  });
});

describe('after a deposit succeeds', () => {
  it('the limit it used up is fetched again: the ACH screen shows what is left', async () => {
    const { user } = await renderApp(paths.achFunding);
    await screen.findByText(
      'Weekly Amount Available for Deposit: $2,000.00',
      {},
      { timeout: scaled(5000) },
    );
    await user.click(deposit());
    await screen.findByRole('heading', {
      level: 1,
      name: 'Transaction Successful',
    });
    await user.click(screen.getByRole('link', { name: 'Go back to Home' }));
    await screen.findByRole('heading', {
      level: 1,
      name: 'Select Deposit Method',
    });
    await user.click(screen.getByRole('link', { name: 'Bank Transfer (ACH)' }));
    expect(
      await screen.findByText('Weekly Amount Available for Deposit: $1,900.00'),
    ).toBeInTheDocument();
  });
});
