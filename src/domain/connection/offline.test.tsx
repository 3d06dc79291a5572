import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { sandboxServer } from '@/sandbox/node';
import { onTestCleanup } from '@/test/cleanups';
import { recordRequests } from '@/test/recordRequests';
import { renderApp } from '@/test/renderApp';
import { SUBMIT_FORM_KEYS, SUBMIT_FORMS } from '@/test/fault/submitForms';
import { scaled } from '@/test/timeScale';

/**
 * Offline at the track. While the browser is offline, or a load has just failed
 * for the network, money buttons are disabled with 'You are offline. Nothing was sent.' and a
 * 'Try again'; when the connection returns, what failed is fetched again. A submit in flight when
 * the connection drops keeps the unknown-outcome rule.
 */
const OFFLINE = 'You are offline. Nothing was sent.';
const UNCONFIRMED =
  'We could not confirm this transaction. Please check your balance before trying again.';
const LOAD = { timeout: scaled(5000) };

let online = true;
beforeEach(() => {
  online = true;
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  onTestCleanup(() => {
    online = true;
  });
});

function connection(on: boolean) {
  online = on;
  act(() => {
    window.dispatchEvent(new Event(on ? 'online' : 'offline'));
  });
}

const depositButton = () => screen.getByRole('button', { name: 'Deposit' });

async function quickDepositReady() {
  const view = await renderApp('/');
  await screen.findByRole('region', { name: 'Quick Deposit' }, LOAD);
  await screen.findByRole('button', { name: '$50' });
  await view.user.type(screen.getByLabelText('CVV'), '123');
  await waitFor(() => expect(depositButton()).toHaveAttribute('aria-disabled', 'false'));
  return view;
}

describe('offline, every money button says why it is disabled, beside it', () => {
  const forms = SUBMIT_FORM_KEYS.filter((key) => key !== 'markDefault' && key !== 'bankLink');
  it.each(forms)('%s', async (key) => {
    const form = SUBMIT_FORMS[key];
    await form.open(userEvent.setup());
    await waitFor(() => expect(form.button()).toHaveAttribute('aria-disabled', 'false'));
    connection(false);
    const label = form.button().textContent ?? '';
    const reason = `You are offline. Reconnect to ${label.toLowerCase()}.`;
    await waitFor(() => expect(form.button()).toHaveAttribute('aria-disabled', 'true'));
    expect(form.button()).toHaveAccessibleDescription(reason);
    // Beside the button, in its own submit area (on a phone, the bar that stays in view).
    const area = form.button().closest('.submit-area') as HTMLElement;
    expect(within(area).getByText(reason)).toBeVisible();
    connection(true);
    await waitFor(() => expect(form.button()).toHaveAttribute('aria-disabled', 'false'));
    expect(screen.queryByText(reason)).not.toBeInTheDocument();
  });
});

describe('offline', () => {
  it('the browser going offline disables Deposit with the offline line and Try again; back online it is enabled again', async () => {
    await quickDepositReady();
    connection(false);
    expect(await screen.findByText(OFFLINE)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again', description: OFFLINE })).toBeVisible();
    expect(depositButton()).toHaveAttribute('aria-disabled', 'true');
    expect(depositButton()).toHaveAccessibleDescription('You are offline. Reconnect to deposit.');
    connection(true);
    await waitFor(() => expect(screen.queryByText(OFFLINE)).toBeNull());
    expect(depositButton()).toHaveAttribute('aria-disabled', 'false');
  });

  it('a load that failed for the network shows the offline line, and the connection coming back fetches it again', async () => {
    let presetsDown = true;
    sandboxServer.use(
      http.get('*/api/funding/preset-amounts', () =>
        presetsDown ? HttpResponse.error() : undefined,
      ),
    );
    const requests = recordRequests();
    await renderApp('/');
    expect(await screen.findByText(OFFLINE, {}, LOAD)).toBeVisible();
    const failedOnce = requests.count('GET', '/preset-amounts');
    presetsDown = false;
    connection(true);
    await waitFor(() =>
      expect(requests.count('GET', '/preset-amounts')).toBeGreaterThan(failedOnce),
    );
    expect(await screen.findByRole('button', { name: '$50' })).toBeVisible();
    await waitFor(() => expect(screen.queryByText(OFFLINE)).toBeNull());
  });

  it('Try again fetches what failed once the network answers', async () => {
    let presetsDown = true;
    sandboxServer.use(
      http.get('*/api/funding/preset-amounts', () =>
        presetsDown ? HttpResponse.error() : undefined,
      ),
    );
    const { user } = await renderApp('/');
    await screen.findByText(OFFLINE, {}, LOAD);
    presetsDown = false;
    // The offline line's own (a failed load's line has one too, for that load alone).
    await user.click(screen.getByRole('button', { name: 'Try again', description: OFFLINE }));
    expect(await screen.findByRole('button', { name: '$50' })).toBeVisible();
    await waitFor(() => expect(screen.queryByText(OFFLINE)).toBeNull());
  });

  it('opening the app offline shows the offline line at once', async () => {
    online = false;
    await renderApp('/');
    expect(await screen.findByText(OFFLINE)).toBeVisible();
  });

  it('a submit in flight when the connection drops keeps the unknown-outcome rule: never "Nothing was sent", never "Try again"', async () => {
    let release: () => void = () => undefined;
    sandboxServer.use(
      http.post('*/api/funding/deposit/card', async () => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return HttpResponse.error();
      }),
    );
    const { user } = await quickDepositReady();
    await user.click(depositButton());
    await screen.findByRole('button', { name: /^Processing/ });
    connection(false);
    release();
    expect(await screen.findByText(UNCONFIRMED)).toBeVisible();
    expect(screen.queryByText(OFFLINE)).toBeNull();
    expect(screen.getByText('You are offline.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
