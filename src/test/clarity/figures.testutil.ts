import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { formatMoney, parseBalance } from '@/lib/money';

/** A summary's or the receipt's rows as { label: figure }, read as a screen reader reads them. */
export function figuresOf(region: string): Record<string, string | undefined> {
  const shown = screen.getByRole('region', { name: region });
  const terms = within(shown).getAllByRole('term');
  const values = within(shown).getAllByRole('definition');
  return Object.fromEntries(
    terms.map((term, index) => [term.textContent ?? '', values[index]?.textContent ?? undefined]),
  );
}

/**
 * What the sandbox's stand-in wallet page asks the payer for: the `amount` of the address the
 * app is sent to, as the page shows it (src/sandbox/public/sandbox-wallet.js).
 */
export function walletPageAmount(address: string): string {
  const amount = parseBalance(new URL(address).searchParams.get('amount') ?? '');
  return amount === null ? 'no amount' : formatMoney(amount);
}

/** On the check form: rush delivery once its courier charge has loaded, and a signature. */
export async function chooseCheckExtras(user: UserEvent, { signature = true } = {}) {
  const rush = within(screen.getByRole('group', { name: 'Rush Delivery' }));
  await waitFor(() => expect(rush.getByRole('radio', { name: /^Yes/ })).toBeEnabled());
  await user.click(rush.getByRole('radio', { name: /^Yes/ }));
  if (!signature) return;
  await user.click(
    within(screen.getByRole('group', { name: 'Require Signature' })).getByRole('radio', {
      name: 'Yes, $5 Additional Fee',
    }),
  );
}

/** Replaces the amount with `text`, typed key by key. */
export async function typeAmount(user: UserEvent, text: string) {
  const field = screen.getByLabelText('Amount');
  await user.clear(field);
  await user.type(field, text);
}
