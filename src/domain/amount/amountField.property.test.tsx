import { cleanup, screen, waitFor, within } from '@testing-library/react';
import fc from 'fast-check';
import { amountText, meantCents, wireDecimal } from '@/lib/amountText.testutil';
import { propertyRun } from '@/test/propertyRuns';
import { MAX_EXACT_CENTS } from '@/lib/money';
import { redirectTo } from '@/platform/navigation';
import { sandboxServer } from '@/sandbox/node';
import { runCleanups } from '@/test/cleanups';
import { recordRequests } from '@/test/recordRequests';
import { renderApp } from '@/test/renderApp';
import { scaled } from '@/test/timeScale';

// jsdom cannot leave the page: the wallet deposit's redirect to the provider is recorded.
jest.mock('@/platform/navigation', () => ({
  ...jest.requireActual<object>('@/platform/navigation'),
  redirectTo: jest.fn(),
}));

/**
 * The amount field family at the screen level: on the real wallet deposit screen,
 * with the real store, sagas and sandbox, any text typed key by key or pasted either stays in
 * the field as the person typed it ('$' signs aside) and, when sent, reaches the server as
 * exactly the amount meant; or the field says why not, Deposit stays disabled and nothing is
 * posted. Key by key, the field's key filter may refuse keys (it lets digits, '.' and ',' in).
 */

const DEPOSIT_PATH = '/paypal/deposit';
const TYPABLE_KEY = /^[0-9.,]$/;

/** What the field holds after the person types or pastes `text`. */
const heldText = (text: string, way: 'typed' | 'pasted') =>
  way === 'typed'
    ? [...text].filter((key) => TYPABLE_KEY.test(key)).join('')
    : text.replaceAll('$', '');

const amountField = () => screen.getByRole('textbox', { name: 'Amount' });
const depositButton = () => screen.getByRole('button', { name: /^Deposit$|^Processing/ });

/** No request is sent in the next few ticks: the saga would have started one synchronously. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

async function enterAmount(text: string, way: 'typed' | 'pasted') {
  const { user } = await renderApp('/deposit/paypalfunding');
  await screen.findByRole('button', { name: '$50', pressed: true });
  await user.clear(amountField());
  if (way === 'typed') {
    await user.type(amountField(), text);
  } else {
    await user.click(amountField());
    await user.paste(text);
  }
  return user;
}

it(
  'shows exactly what was typed or pasted, and posts exactly that amount or nothing',
  async () => {
    await fc.assert(
      fc.asyncProperty(amountText, fc.constantFrom('typed', 'pasted'), async (text, way) => {
        try {
          const requests = recordRequests();
          const user = await enterAmount(text, way);
          const held = heldText(text, way);
          expect(amountField()).toHaveValue(held);

          const meant = meantCents(held);
          if (meant !== null && meant <= BigInt(MAX_EXACT_CENTS)) {
            expect(amountField()).toHaveAttribute('aria-invalid', 'false');
            await user.click(depositButton());
            await waitFor(() => expect(requests.count('POST', DEPOSIT_PATH)).toBe(1));
            const [body] = requests.bodies('POST', DEPOSIT_PATH) as { amount: number }[];
            expect(JSON.stringify(body?.amount)).toBe(wireDecimal(meant));
          } else {
            const shown = held.trim() === '' ? 'Amount required' : 'Invalid amount';
            const entry = amountField().closest('fieldset') as HTMLElement;
            expect(within(entry).getByRole('alert')).toHaveTextContent(shown);
            expect(depositButton()).toHaveAttribute('aria-disabled', 'true');
            await user.type(amountField(), '{Enter}');
            await settle();
            expect(requests.count('POST', DEPOSIT_PATH)).toBe(0);
          }
        } finally {
          cleanup();
          runCleanups();
          sandboxServer.resetHandlers();
          jest.mocked(redirectTo).mockReset();
        }
      }),
      propertyRun(30),
    );
  },
  scaled(60_000),
);
