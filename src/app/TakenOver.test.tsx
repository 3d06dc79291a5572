import { render, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { AMOUNT_FORM_ATTRIBUTE } from '@/config/forms';
import { holdPrerenderedFields } from '@/platform/prerendered';
import { DEMO_USER } from '@/sandbox/demoUser';
import { sandboxLedger } from '@/sandbox/node';
import { onTestCleanup } from '@/test/cleanups';
import { App, preloadFirstScreen } from './App';
import { AppProviders } from './AppProviders';
import { startApp } from './bootstrap';
import { setupTestStore } from '@/test/renderApp';
import { selectWithdrawMethod } from '@/features/withdraw/selectors';
import { TakenOver } from './TakenOver';

/**
 * The app takes over a prerendered screen someone has typed into (as
 * src/index.tsx starts it): what they typed is the amount, not the default the screen's opening
 * would put there, and they are still in the field.
 */
async function takeOverCardScreen(typed: string, focused: boolean) {
  sandboxLedger.reset('default');
  Cookies.set('xpbUser', JSON.stringify(DEMO_USER));
  window.history.replaceState(null, '', '/#/deposit/cardfunding');
  const container = document.createElement('div');
  container.innerHTML = `<form><input ${AMOUNT_FORM_ATTRIBUTE}="card" value=""></form>`;
  document.body.append(container);
  const prerendered = container.querySelector('input') as HTMLInputElement;
  if (focused) prerendered.focus();
  prerendered.value = typed;
  const store = setupTestStore();
  onTestCleanup(startApp(store));
  await preloadFirstScreen(store);
  const fields = holdPrerenderedFields(container, AMOUNT_FORM_ATTRIBUTE);
  render(
    <AppProviders store={store}>
      <App />
      <TakenOver root={container} fields={fields} />
    </AppProviders>,
    { container },
  );
  await waitFor(() => expect(container).toHaveAttribute('data-app-ready', ''));
  // The presets have come: an untouched field would show the default amount by now.
  await screen.findByRole('group', { name: 'Preset amounts' });
  return store;
}

describe('the app taking over the prerendered screen', () => {
  it('keeps the amount typed into it, focused where the person was typing', async () => {
    const store = await takeOverCardScreen('75', true);
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    expect(amount).toHaveValue('75');
    expect(amount).toHaveFocus();
    expect(store.getState().amount.card).toMatchObject({ text: '75', cents: 7500, custom: true });
  });

  it('keeps what is not an amount as typed, with its message, never another number', async () => {
    await takeOverCardScreen('7a', false);
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('7a');
    expect(screen.getByRole('textbox', { name: 'Amount' })).not.toHaveFocus();
  });

  it('gives an untouched field its default amount, as before', async () => {
    await takeOverCardScreen('', false);
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('50.00');
  });
});

/**
 * A withdrawal method chosen on the prerendered withdraw screen (its three radios, the bank
 * transfer's disabled while the accounts load, as the markup has them) is chosen in the app.
 */
async function takeOverWithdrawScreen(chosen: string | null) {
  sandboxLedger.reset('default');
  Cookies.set('xpbUser', JSON.stringify(DEMO_USER));
  window.history.replaceState(null, '', '/#/withdraw');
  const container = document.createElement('div');
  container.innerHTML = `<form><fieldset>
    <label><input type="radio" name="m" value="ach" disabled> Bank Transfer (ACH)</label>
    <label><input type="radio" name="m" value="check"> Check Request</label>
    <label><input type="radio" name="m" value="paypal"> PayPal</label>
  </fieldset></form>`;
  document.body.append(container);
  if (chosen) container.querySelector<HTMLInputElement>(`input[value="${chosen}"]`)?.click();
  const store = setupTestStore();
  onTestCleanup(startApp(store));
  await preloadFirstScreen(store);
  const fields = holdPrerenderedFields(container, AMOUNT_FORM_ATTRIBUTE);
  render(
    <AppProviders store={store}>
      <App />
      <TakenOver root={container} fields={fields} />
    </AppProviders>,
    { container },
  );
  await waitFor(() => expect(container).toHaveAttribute('data-app-ready', ''));
  return store;
}

describe('the app taking over the prerendered withdraw screen', () => {
  it('keeps the method chosen on it, chosen through the screen', async () => {
    const store = await takeOverWithdrawScreen('paypal');
    expect(screen.getByRole('radio', { name: 'PayPal' })).toBeChecked();
    expect(selectWithdrawMethod(store.getState())).toBe('paypal');
    // The bank accounts' answer changes nothing of it.
    await waitFor(() => expect(screen.getByRole('radio', { name: /Bank Transfer/ })).toBeEnabled());
    expect(screen.getByRole('radio', { name: 'PayPal' })).toBeChecked();
  });

  it('chooses nothing when nothing was chosen', async () => {
    const store = await takeOverWithdrawScreen(null);
    expect(screen.getByRole('radio', { name: 'PayPal' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Check Request' })).not.toBeChecked();
    expect(selectWithdrawMethod(store.getState())).toBeNull();
  });
});
