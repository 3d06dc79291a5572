import { screen, waitFor, within } from '@testing-library/react';
import { paths } from '@/config/paths';
import { answerPosts, statusAnswer, transactionAnswer } from '@/test/recordRequests';
import { renderApp } from '@/test/renderApp';
import { SCREEN_LOAD } from '@/test/timeScale';

/**
 * After a failure, an error summary in the GOV.UK pattern at the top of the form,
 * focused, with the message, links to the fields concerned and the ways forward; what the
 * person typed stays (but the CVV).
 */

const VISA = 'VISA **** **** **** 4242';
const summary = () => screen.getByRole('group', { name: 'There is a problem' });

async function failedCardDeposit(message: string) {
  answerPosts('/deposit/card', transactionAnswer(3, message));
  const view = await renderApp(paths.cardFunding);
  const { user } = view;
  await screen.findByRole('radio', { name: VISA }, SCREEN_LOAD);
  await user.clear(screen.getByLabelText('Amount'));
  await user.type(screen.getByLabelText('Amount'), '75');
  await user.type(screen.getByLabelText('CVV'), '123');
  await user.click(screen.getByRole('button', { name: 'Deposit' }));
  await screen.findByRole('group', { name: 'There is a problem' });
  return view;
}

describe('the error summary', () => {
  it('after a declined card: focused, with the message, the fields kept and the CVV to enter again', async () => {
    const { user } = await failedCardDeposit('Your card was declined.');
    await waitFor(() => expect(summary()).toHaveFocus());
    expect(within(summary()).getByRole('heading', { level: 2 })).toHaveTextContent(
      'There is a problem',
    );
    expect(within(summary()).getByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(screen.getByLabelText('Amount')).toHaveValue('75');
    expect(screen.getByRole('radio', { name: VISA })).toBeChecked();
    expect(screen.getByLabelText('CVV')).toHaveValue('');

    await user.click(within(summary()).getByRole('button', { name: 'Enter the CVV again' }));
    expect(screen.getByLabelText('CVV')).toHaveFocus();
    await user.click(within(summary()).getByRole('button', { name: 'Try again' }));
    expect(screen.getByLabelText('CVV')).toHaveFocus();
    expect(within(summary()).getByRole('link', { name: 'Use another card' })).toHaveAttribute(
      'href',
      `#${paths.newCard}`,
    );
    expect(within(summary()).getByRole('link', { name: 'Use bank transfer' })).toHaveAttribute(
      'href',
      `#${paths.achFunding}`,
    );
  });

  it('goes when the next attempt is sent, and comes back focused for its failure', async () => {
    const { user } = await failedCardDeposit('First refusal.');
    await user.type(screen.getByLabelText('CVV'), '123');
    answerPosts('/deposit/card', transactionAnswer(3, 'Second refusal.'));
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    await waitFor(() =>
      expect(within(summary()).getByRole('alert')).toHaveTextContent('Second refusal.'),
    );
    await waitFor(() => expect(summary()).toHaveFocus());
  });

  it('after a failed withdrawal: Try again goes to Withdraw, and another method is offered', async () => {
    answerPosts('/paypal/withdraw', transactionAnswer(7, 'Withdrawals are paused.'));
    const { user } = await renderApp(paths.walletWithdraw);
    await user.type(await screen.findByLabelText('Amount', {}, SCREEN_LOAD), '25');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(summary()).toHaveFocus());
    expect(screen.getByLabelText('Amount')).toHaveValue('25');
    await user.click(within(summary()).getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('button', { name: 'Withdraw' })).toHaveFocus();
    expect(
      within(summary()).getByRole('link', { name: 'Choose another withdrawal method' }),
    ).toHaveAttribute('href', `#${paths.withdraw}`);
  });

  it('is never shown for an outcome that is not known: nothing invites a second attempt', async () => {
    answerPosts('/paypal/withdraw', statusAnswer(504));
    const { user } = await renderApp(paths.walletWithdraw);
    await user.type(await screen.findByLabelText('Amount', {}, SCREEN_LOAD), '25');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await screen.findByText(
      'We could not confirm this transaction. Please check your balance before trying again.',
    );
    expect(screen.queryByRole('group', { name: 'There is a problem' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
