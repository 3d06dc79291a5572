import { screen } from '@testing-library/react';
import { asPhone } from '@/test/device';
import { renderApp } from '@/test/renderApp';
import { SCREEN_LOAD } from '@/test/timeScale';

type User = Awaited<ReturnType<typeof renderApp>>['user'];

/** The first screen of a test file waits for its code to load. */

/** The box FieldBox draws around a field's label and input, when its label floats. */
const floatingBox = (input: HTMLElement) => input.closest('.field--floating');

/** The input's one label: a real <label> element inside the same floating box. */
function expectRealLabel(input: HTMLElement, name: string) {
  const labels = Array.from((input as HTMLInputElement).labels ?? []);
  expect(labels.map((label) => [label.tagName, label.textContent])).toEqual([['LABEL', name]]);
  expect(floatingBox(input)).toContainElement(labels[0] ?? null);
  // No placeholder stands in for the label.
  expect(input.getAttribute('placeholder') ?? '').not.toContain(name);
}

/**
 * The label sits inside the empty field, floats while it is focused, stays up once the field is
 * filled, and comes back down when the field is emptied and left.
 */
async function expectFloatingLabel(user: User, name: string, text: string) {
  const input = screen.getByLabelText(name);
  expectRealLabel(input, name);
  await user.clear(input);
  await user.tab();
  expect(floatingBox(input)).not.toHaveClass('is-floated');
  await user.click(input);
  expect(floatingBox(input)).toHaveClass('is-floated');
  await user.type(input, text);
  await user.tab();
  expect(floatingBox(input)).toHaveClass('is-floated');
  // A valid expiry is read-only until focused again.
  await user.click(input);
  await user.clear(input);
  await user.tab();
  expect(floatingBox(input)).not.toHaveClass('is-floated');
}

describe('floating labels', () => {
  it('label every field of the new-card form on a phone', async () => {
    asPhone();
    const { user } = await renderApp('/new-card');
    await screen.findByRole('button', { name: '$50', pressed: true }, SCREEN_LOAD);
    await expectFloatingLabel(user, 'Amount', '20');
    await expectFloatingLabel(user, 'Card Number', '4242');
    await expectFloatingLabel(user, 'Expiry Date', '04/2031');
    await expectFloatingLabel(user, 'CVV', '123');
  });

  it("keep the MM/YYYY hint out of the label's way until the label has floated", async () => {
    asPhone();
    const { user } = await renderApp('/new-card');
    await screen.findByRole('button', { name: '$50', pressed: true }, SCREEN_LOAD);
    const expiry = screen.getByLabelText('Expiry Date');
    expect(expiry).toHaveAttribute('placeholder', 'MM/YYYY');
    expect(floatingBox(expiry)).not.toHaveClass('is-floated');
    await user.click(expiry);
    expect(floatingBox(expiry)).toHaveClass('is-floated');
  });

  it('label a saved card filled in (its expiry) as floated from the start', async () => {
    asPhone();
    await renderApp('/deposit/cardfunding');
    await screen.findByRole('button', { name: '$50', pressed: true }, SCREEN_LOAD);
    expect(floatingBox(screen.getByLabelText('Expiry Date'))).toHaveClass('is-floated');
    expect(floatingBox(screen.getByLabelText('CVV'))).not.toHaveClass('is-floated');
  });

  it('label the new bank account fields in the quick-deposit frame', async () => {
    const { user } = await renderApp('/deposit/xpressfunding', {
      scenario: 'new-user',
      pageQuery: '?quickDepositIframe=true',
    });
    await screen.findByRole('button', { name: '$100', pressed: true }, SCREEN_LOAD);
    await expectFloatingLabel(user, 'Account Number', '123456');
    await expectFloatingLabel(user, 'Confirm Account Number', '123456');
    await expectFloatingLabel(user, 'Routing Number', '021000021');
    await expectFloatingLabel(user, 'Check Number', '1001');
  });

  it('label the withdrawal amount on a phone', async () => {
    asPhone();
    const { user } = await renderApp('/withdraw/paypalfunding');
    await screen.findByRole('heading', { level: 1, name: 'Paypal Funding' }, SCREEN_LOAD);
    await expectFloatingLabel(user, 'Amount', '25');
  });

  it('are not used on a desktop: the labels stay above the fields', async () => {
    await renderApp('/new-card');
    await screen.findByRole('button', { name: '$50', pressed: true }, SCREEN_LOAD);
    for (const name of ['Amount', 'Card Number', 'CVV', 'Expiry month', 'Expiry year']) {
      expect(floatingBox(screen.getByLabelText(name))).toBeNull();
    }
    expect(document.querySelector('.field--floating')).toBeNull();
  });
});
