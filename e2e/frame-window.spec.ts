import { expect, test } from '@playwright/test';
import { FULL_BROWSER } from './support/browsers';
import { depositInWalletWindow, QUICK_DEPOSIT_FRAME } from './support/flows';

/**
 * Where the browser keeps an embedded frame's storage apart by the site embedding it (Chromium's
 * and Firefox's partitioning), the quick-deposit frame and the wallet window it opened share no
 * channel. The full browser moves the focus between windows as a desktop does; the shell keeps
 * every page focused.
 */
test.use({ launchOptions: FULL_BROWSER });

test('a frame kept apart from its wallet window learns of the deposit when the person comes back to it', async ({
  page,
}) => {
  // What a partitioned frame hears of the window: nothing.
  await page.addInitScript(() => {
    Reflect.deleteProperty(window, 'BroadcastChannel');
  });
  await page.goto(QUICK_DEPOSIT_FRAME);
  // Playwright keeps every page focused; here the window that opens takes it, as on a desktop.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setFocusEmulationEnabled', { enabled: false });
  const wallet = await depositInWalletWindow(page);
  await expect(page.getByText(/Another tab|Your balance/)).toHaveCount(0);
  await wallet.close();
  await page.bringToFront();
  await expect(page.getByText('Your balance has gone up by $25.00.')).toBeVisible();
  await expect(page.getByText('Your balance is now $1,259.56.')).toBeVisible();
});
