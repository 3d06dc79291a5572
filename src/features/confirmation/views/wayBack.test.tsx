import { screen, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { ENVIRONMENTS } from '@/config/environments';
import { rememberOutcome } from '@/domain/transaction/storedOutcome';
import { DEMO_USER } from '@/sandbox/demoUser';
import { renderApp } from '@/test/renderApp';

/**
 * Every confirmation offers the way back to wagering as its first action
 * ('Back to your bet' after a deposit link, else 'Back to wagering', the main site);
 * hidden in the iOS app, opened in the top window inside the quick-deposit frame.
 */
const MAIN_SITE = ENVIRONMENTS.local.mainSite;
const BACK = { name: 'Back to wagering' };

function depositedBefore(type: 'cardFunding' | 'paypalFunding' = 'cardFunding') {
  rememberOutcome({ direction: 'deposit', cents: 25_00, transactionType: type }, DEMO_USER.uid);
}

async function confirmation(options: Parameters<typeof renderApp>[1] = {}) {
  await renderApp('/confirmation', options);
  await screen.findByText('The amount of $25.00 has been deposited to your account.');
  return screen.getByRole('main');
}

describe('the way back to wagering on a confirmation', () => {
  it("offers 'Back to wagering' to the main site as the first action", async () => {
    depositedBefore();
    const main = await confirmation();
    const back = within(main).getByRole('link', BACK);
    expect(back).toHaveAttribute('href', MAIN_SITE);
    expect(back).not.toHaveAttribute('target');
    expect(within(main).getAllByRole('link')[0]).toBe(back);
    expect(within(main).getByRole('link', { name: 'Go back to Home' })).toBeVisible();
  });

  it('opens in the top window inside the quick-deposit frame', async () => {
    depositedBefore();
    const main = await confirmation({ pageQuery: '?quickDepositIframe=true' });
    expect(within(main).getByRole('link', BACK)).toHaveAttribute('target', '_top');
  });

  it('is hidden in the iOS app, which has its own way back', async () => {
    Cookies.set('xpbIosApp', 'true');
    depositedBefore();
    const main = await confirmation();
    expect(within(main).queryByRole('link', BACK)).toBeNull();
    expect(within(main).queryByRole('link', { name: 'Back to your bet' })).toBeNull();
  });

  it("after a deposit link it is 'Back to your bet', in the top window inside the frame", async () => {
    const bet = 'https://www.dev.xpressbet.example/race/3';
    depositedBefore();
    const main = await confirmation({
      pageQuery: `?quickDepositIframe=true&returnTo=${encodeURIComponent(bet)}`,
    });
    const back = within(main).getByRole('link', { name: 'Back to your bet' });
    expect(back).toHaveAttribute('href', bet);
    expect(back).toHaveAttribute('target', '_top');
    expect(within(main).queryByRole('link', BACK)).toBeNull();
  });
});
