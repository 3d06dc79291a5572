import { screen } from '@testing-library/react';
import { recordRequests } from '@/test/recordRequests';
import { renderApp } from '@/test/renderApp';

const cvv = () => screen.getByLabelText('CVV');
const depositButton = () => screen.getByRole('button', { name: 'Deposit' });

async function openSavedCard() {
  const view = await renderApp('/deposit/cardfunding');
  await screen.findByRole('button', { name: '$50', pressed: true });
  await view.user.click(cvv());
  return view;
}

describe('a pasted CVV', () => {
  it.each(['9x8', '1234', '12 3', '１２３'])(
    '%j is kept whole, refused and never sent',
    async (pasted) => {
      const requests = recordRequests();
      const { user } = await openSavedCard();
      await user.paste(pasted);
      expect(cvv()).toHaveValue(pasted);
      await user.tab();
      expect(cvv()).toHaveAccessibleDescription('Invalid CVV');
      expect(depositButton()).toHaveAttribute('aria-disabled', 'true');
      await user.click(depositButton());
      expect(requests.count('POST', '/deposit/card')).toBe(0);
    },
  );

  it('of 3 digits is posted as pasted', async () => {
    const requests = recordRequests();
    const { user } = await openSavedCard();
    await user.paste('042');
    await user.click(depositButton());
    await screen.findByRole('heading', { name: 'Transaction Successful' });
    expect(requests.bodies('POST', '/deposit/card')).toEqual([
      expect.objectContaining({ cvcCode: '042' }),
    ]);
  });
});
