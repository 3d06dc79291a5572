import { screen } from '@testing-library/react';
import { recordRequests } from '@/test/recordRequests';
import { renderApp } from '@/test/renderApp';

const cardNumber = () => screen.getByLabelText('Card Number');
const depositButton = () => screen.getByRole('button', { name: 'Deposit' });

/** The new-card form with everything but the card number valid, the number field focused. */
async function newCardFormAwaitingNumber() {
  const view = await renderApp('/new-card');
  await screen.findByRole('button', { name: '$50', pressed: true });
  await view.user.type(screen.getByLabelText('Expiry month'), '12');
  await view.user.type(screen.getByLabelText('Expiry year'), String(new Date().getFullYear() + 2));
  await view.user.type(screen.getByLabelText('CVV'), '123');
  await view.user.click(cardNumber());
  return view;
}

describe('a pasted card number', () => {
  it.each(['4242-4242-4242-4242', '4242 4242 4242 4242', ' 4242424242424242 '])(
    '%j loses only its spaces and dashes, and is posted as the 16 digits',
    async (pasted) => {
      const requests = recordRequests();
      const { user } = await newCardFormAwaitingNumber();
      await user.paste(pasted);
      expect(cardNumber()).toHaveValue('4242 4242 4242 4242');
      await user.click(depositButton());
      await screen.findByRole('heading', { name: 'Transaction Successful' });
      expect(requests.bodies('POST', '/card')).toEqual([
        expect.objectContaining({ accountNumber: '4242424242424242' }),
      ]);
    },
  );

  it.each([
    // A letter is not dropped to leave a valid number.
    ['4242x4242-4242-4242', '4242x424242424242'],
    // Nor is a 17th digit cut off, though the first 16 are a valid number.
    ['42424242424242424', '4242 4242 4242 4242 4'],
    ['4242 4242 4242 4242 4', '4242 4242 4242 4242 4'],
    // Full-width digits are not ASCII digits.
    ['４２４２４２４２４２４２４２４２', '４２４２４２４２４２４２４２４２'],
  ])('%j is shown as pasted and refused, with no request', async (pasted, shown) => {
    const requests = recordRequests();
    const { user } = await newCardFormAwaitingNumber();
    await user.paste(pasted);
    expect(cardNumber()).toHaveValue(shown);
    await user.tab();
    expect(cardNumber()).toHaveAccessibleDescription(
      expect.stringContaining('Invalid Card Number'),
    );
    expect(depositButton()).toHaveAttribute('aria-disabled', 'true');
    await user.click(depositButton());
    expect(requests.count('POST', '/card')).toBe(0);
  });
});
