import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/test/renderApp';
import { recordRequests } from '@/test/recordRequests';

/** The check withdrawal: a bare '$' amount (no presets) beside a payment area of plain text. */
async function openCheck() {
  const app = await renderApp('/withdraw/xpressfunding-fedex');
  await screen.findByRole('heading', { level: 1, name: 'Check Issued by the provider' });
  await screen.findByRole('combobox', { name: 'Delivery Address' });
  const rush = screen.getByRole('group', { name: 'Rush Delivery' });
  await waitFor(() => expect(within(rush).getByRole('radio', { name: /^Yes/ })).toBeEnabled());
  return app;
}

const amount = () => screen.getByLabelText('Amount');
const hint = () => screen.queryByText('Amount required');

describe("the 'Amount required' hint (spec: Amount entry)", () => {
  it.each([
    ['the Rush Delivery legend', () => screen.getByText('Rush Delivery')],
    ['the Enter Amount legend', () => screen.getByText('Enter Amount')],
    ['the Amount label', () => screen.getByText('Amount', { selector: 'label' })],
  ])('does not show when the person clicks plain text inside the areas: %s', async (_, text) => {
    const { user } = await openCheck();
    await user.click(amount());
    await user.click(text());
    expect(hint()).not.toBeInTheDocument();
    expect(amount()).toHaveAttribute('aria-invalid', 'false');
  });

  it('shows when the person clicks plain text outside the payment and amount areas', async () => {
    const { user } = await openCheck();
    await user.click(amount());
    await user.click(screen.getByText('Rush Delivery'));
    expect(hint()).not.toBeInTheDocument();
    await user.click(amount());
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(hint()).toBeInTheDocument();
    expect(amount()).toHaveAccessibleDescription(/^Amount required/);
    // It hides on focus.
    await user.click(amount());
    expect(hint()).not.toBeInTheDocument();
  });
});

/**
 * The numeric keypad as a browser reports it: its digits' key is '0'-'9' and their code
 * 'Numpad0'-'Numpad9', its decimal point's key '.' and code 'NumpadDecimal', all at the keypad's
 * location (3). Keys not listed (digits, arrows, Delete, Tab, letters) keep their own key.
 */
const NUMPAD_LOCATION = 3;
const NUMPAD = [
  ...Array.from({ length: 10 }, (_, digit) => ({ code: `Numpad${digit}`, key: String(digit) })),
  { code: 'NumpadDecimal', key: '.' },
].map((key) => ({ ...key, location: NUMPAD_LOCATION }));

describe("the amount field's named keys (spec: Amount keys)", () => {
  /** The check withdrawal's amount field, focused, with a keyboard that has a numeric keypad. */
  async function focusedAmount() {
    const requests = recordRequests();
    await openCheck();
    const user = userEvent.setup({ keyboardMap: NUMPAD });
    await user.click(amount());
    return { user, requests };
  }

  it('takes numpad digits and the numpad decimal point', async () => {
    const { user } = await focusedAmount();
    await user.keyboard('[Numpad4][Numpad2][NumpadDecimal][Numpad5]');
    expect(amount()).toHaveValue('42.5');
    expect(amount()).toHaveAttribute('aria-invalid', 'false');
  });

  it('moves with the arrows and deletes forward with Delete, back with Backspace', async () => {
    const { user } = await focusedAmount();
    await user.keyboard('1234');
    // Left twice: between 2 and 3; Delete removes the 3.
    await user.keyboard('{ArrowLeft}{ArrowLeft}{Delete}');
    expect(amount()).toHaveValue('124');
    // Right once: at the end; Backspace removes the 4.
    await user.keyboard('{ArrowRight}{Backspace}');
    expect(amount()).toHaveValue('12');
    await user.keyboard('{ArrowLeft}9');
    expect(amount()).toHaveValue('192');
  });

  it('leaves with Tab to the next field, keeping the amount it holds', async () => {
    const { user } = await focusedAmount();
    await user.keyboard('[Numpad7][Numpad5]');
    await user.keyboard('{Tab}');
    expect(amount()).not.toHaveFocus();
    expect(amount()).toHaveValue('75');
    expect(amount()).toHaveAttribute('aria-invalid', 'false');
    expect(hint()).not.toBeInTheDocument();
  });

  it('refuses letters and signs typed among the named keys', async () => {
    const { user } = await focusedAmount();
    await user.keyboard('5{ArrowLeft}-e{ArrowRight}[Numpad0]+');
    expect(amount()).toHaveValue('50');
  });
});
