import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { countRequests } from '@/test/faults';
import { renderApp } from '@/test/renderApp';
import { field, SUBMIT_FORMS, type SubmitFormKey, type User } from '@/test/fault/submitForms';

/**
 * A greyed money button is still pressed by people: the press (or Enter in a field) moves focus
 * to the first field still missing and says what is missing, as an alert, and posts nothing.
 */

/** The reason under the button, which it is described by. */
const reasonOf = (button: HTMLElement) => {
  const id = button.getAttribute('aria-describedby');
  return id === null ? null : document.getElementById(id);
};

/** Presses the greyed button and sees focus in `missing` and the reason said. */
async function expectToldWhatIsMissing(
  user: User,
  button: HTMLElement,
  missing: HTMLElement,
  reason: string,
) {
  expect(button).toHaveAttribute('aria-disabled', 'true');
  expect(reasonOf(button)).toHaveTextContent(reason);
  expect(reasonOf(button)).not.toHaveAttribute('role', 'alert');
  await user.click(button);
  expect(missing).toHaveFocus();
  expect(reasonOf(button)).toHaveAttribute('role', 'alert');
  expect(reasonOf(button)).toHaveTextContent(reason);
}

const FORMS: [key: SubmitFormKey, emptied: string, reason: string][] = [
  ['savedCard', 'CVV', 'To deposit, provide a 3-digit CVV.'],
  ['quickCard', 'CVV', 'To deposit, provide a 3-digit CVV.'],
  ['newCard', 'Card Number', 'To deposit, provide a valid card number.'],
  ['quickAch', 'Amount', 'To deposit, provide a valid amount.'],
  ['savedAch', 'Amount', 'To deposit, provide a valid amount.'],
  ['newAch', 'Routing Number', 'To deposit, provide valid bank account details.'],
  ['walletDeposit', 'Amount', 'To deposit, provide a valid amount.'],
  ['walletWithdraw', 'Amount', 'Enter a valid amount to withdraw.'],
  ['checkWithdraw', 'Amount', 'Enter a valid amount to withdraw.'],
  ['achWithdraw', 'Amount', 'Enter a valid amount to withdraw.'],
];

describe('a greyed money button, pressed, moves focus to what is missing and says it', () => {
  it.each(FORMS)('%s without its %s', async (key, emptied, reason) => {
    const form = SUBMIT_FORMS[key];
    const user = userEvent.setup();
    const posts = countRequests('POST', form.path);
    await form.open(user);
    await user.clear(field(emptied));
    // Focus elsewhere first, so the test sees the press move it.
    act(() => screen.getByRole('heading', { level: 1 }).focus());

    await expectToldWhatIsMissing(user, form.button(), field(emptied), reason);
    expect(posts()).toBe(0);
  });

  it('Enter in a filled field of the card screen moves focus to the missing CVV too', async () => {
    const form = SUBMIT_FORMS.savedCard;
    const user = userEvent.setup();
    const posts = countRequests('POST', form.path);
    await form.open(user);
    await user.clear(field('CVV'));
    await user.type(field('Amount'), '{Enter}');

    expect(field('CVV')).toHaveFocus();
    expect(reasonOf(form.button())).toHaveAttribute('role', 'alert');
    expect(posts()).toBe(0);
  });

  it('Next of bank linking without an amount', async () => {
    const user = userEvent.setup();
    await renderApp('/deposit/plaidfunding');
    await screen.findByRole('button', { name: '$100', pressed: true });
    await user.clear(field('Amount'));
    act(() => screen.getByRole('heading', { level: 1 }).focus());

    await expectToldWhatIsMissing(
      user,
      screen.getByRole('button', { name: 'Next' }),
      field('Amount'),
      'Enter an amount to continue.',
    );
    expect(screen.queryByRole('dialog', { name: 'Sandbox Bank Link' })).toBeNull();
  });

  it('Proceed with no withdrawal method chosen', async () => {
    const user = userEvent.setup();
    await renderApp('/withdraw');
    const ach = screen.getByRole('radio', { name: 'Bank Transfer (ACH)' });
    await waitFor(() => expect(ach).toBeEnabled());
    act(() => screen.getByRole('heading', { level: 1 }).focus());

    await expectToldWhatIsMissing(
      user,
      screen.getByRole('button', { name: 'Proceed' }),
      ach,
      'Choose a withdrawal method to proceed.',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Select Withdrawal Method');
  });
});
