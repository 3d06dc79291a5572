import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { REQUEST_TIMEOUT_MS } from '@/config/constants';
import { MARK_DEFAULT_FAILURE } from '@/domain/mark-default/markDefaultSlice';
import { sandboxLedger, sandboxServer } from '@/sandbox/node';
import { advanceClock, injectFault, installFakeClock } from '@/test/faults';
import { fakeClockUser, field, type User } from '@/test/fault/submitForms';
import { recordRequests } from '@/test/recordRequests';
import { renderApp } from '@/test/renderApp';

/**
 * A new card's deposit is confirmed as soon as it succeeds; making the card
 * the default follows in the background and never holds or undoes the confirmation.
 */

const confirmationHeading = () =>
  screen.queryByRole('heading', { level: 1, name: 'Transaction Successful' });

/** The new-card form filled with 'Mark as default' ticked, on the fake clock. */
async function fillNewCardMarkedDefault(): Promise<User> {
  installFakeClock();
  const user = fakeClockUser();
  await renderApp('/deposit/xpressfunding-new-card');
  await screen.findByRole('button', { name: '$50', pressed: true });
  await user.type(field('Card Number'), '5555 5555 5555 4444');
  await user.type(field('Expiry month'), '8');
  await user.type(field('Expiry year'), String(new Date().getFullYear() + 2));
  await user.type(field('CVV'), '123');
  await user.click(screen.getByRole('checkbox', { name: 'Mark as default' }));
  return user;
}

describe('a new card deposited and marked as default', () => {
  it('is confirmed at once while the card list is still being fetched again', async () => {
    const user = await fillNewCardMarkedDefault();
    // From now on the card list never answers (until the client's time-out).
    injectFault('GET', '/getcardfundingmethod', 'timeout');
    const requests = recordRequests();
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    // findBy* moves the fake clock by at most a second: far less than the 20-second time-out.
    expect(
      await screen.findByText('The amount of $50.00 has been deposited to your account.'),
    ).toBeVisible();
    expect(requests.count('GET', '/getcardfundingmethod')).toBe(1);

    // The re-fetch gives up later; the confirmation stays and says nothing of it.
    await advanceClock(REQUEST_TIMEOUT_MS);
    expect(confirmationHeading()).toBeInTheDocument();
    expect(screen.queryByText(MARK_DEFAULT_FAILURE)).not.toBeInTheDocument();
    expect(sandboxLedger.get().balanceCents).toBe(1_234_56 + 50_00);
  });

  it('still becomes the default after the confirmation', async () => {
    const user = await fillNewCardMarkedDefault();
    const requests = recordRequests();
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    await screen.findByRole('heading', { level: 1, name: 'Transaction Successful' });
    await waitFor(() =>
      expect(requests.bodies('PUT', '/user/mark-as-default')).toEqual([
        { fundingMethod: 'cc', fundingMethodId: 301 },
      ]),
    );
    expect(sandboxLedger.get().defaultMethod).toEqual({
      fundingMethod: 'cc',
      fundingMethodId: 301,
    });
  });

  it('a failure to mark it is not shown on the confirmation', async () => {
    sandboxServer.use(
      http.put('*/api/funding/user/mark-as-default', () => HttpResponse.json({}, { status: 502 })),
    );
    const user = await fillNewCardMarkedDefault();
    const requests = recordRequests();
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    await screen.findByRole('heading', { level: 1, name: 'Transaction Successful' });
    await waitFor(() => expect(requests.count('PUT', '/user/mark-as-default')).toBe(1));
    await advanceClock(100);
    expect(confirmationHeading()).toBeInTheDocument();
    expect(screen.queryByText(MARK_DEFAULT_FAILURE)).not.toBeInTheDocument();
  });
});
