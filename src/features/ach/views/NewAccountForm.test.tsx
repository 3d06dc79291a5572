import { screen } from '@testing-library/react';
import { recordRequests } from '@/test/recordRequests';
import { renderApp } from '@/test/renderApp';

const field = (label: string) => screen.getByLabelText(label);
const depositButton = () => screen.getByRole('button', { name: 'Deposit' });

async function openNewChecking() {
  const view = await renderApp('/deposit/xpressfunding', { scenario: 'new-user' });
  await screen.findByRole('button', { name: '$100', pressed: true });
  await view.user.click(screen.getByRole('radio', { name: 'Checking' }));
  return view;
}

async function pasteInto(
  user: Awaited<ReturnType<typeof renderApp>>['user'],
  label: string,
  text: string,
) {
  await user.click(field(label));
  await user.paste(text);
}

describe('pasted bank numbers', () => {
  it('lose their spaces and dashes (account and routing numbers) and are posted as digits', async () => {
    const requests = recordRequests();
    const { user } = await openNewChecking();
    await pasteInto(user, 'Account Number', '000 1234-56789');
    await pasteInto(user, 'Confirm Account Number', '0001234 56789');
    await pasteInto(user, 'Routing Number', '021-000-021');
    await pasteInto(user, 'Check Number', '1001');
    expect(field('Account Number')).toHaveValue('000123456789');
    expect(field('Confirm Account Number')).toHaveValue('000123456789');
    expect(field('Routing Number')).toHaveValue('021000021');
    await user.click(depositButton());
    await screen.findByRole('heading', { name: 'Transaction Successful' });
    expect(requests.bodies('POST', '/v2/ach')).toEqual([
      expect.objectContaining({
        accountNumber: '000123456789',
        abaNumber: '021000021',
        checkNumber: '1001',
      }),
    ]);
  });

  it.each([
    ['Account Number', '1234x6789', 'Invalid Account Number'],
    ['Routing Number', '02100002l', 'Invalid Routing Number'],
    ['Routing Number', '０２１０００００２１', 'Invalid Routing Number'],
    ['Check Number', '10-01', 'Invalid Check Number'],
    ['Check Number', '10 01', 'Invalid Check Number'],
  ])('%s %j: anything else is kept and refused', async (label, pasted, message) => {
    const { user } = await openNewChecking();
    await pasteInto(user, label, pasted);
    expect(field(label)).toHaveValue(pasted);
    await user.tab();
    expect(field(label)).toHaveAccessibleDescription(message);
    expect(depositButton()).toHaveAttribute('aria-disabled', 'true');
  });
});
