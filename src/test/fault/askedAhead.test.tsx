import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { sandboxServer } from '@/sandbox/node';
import { recordRequests } from '@/test/recordRequests';
import { renderApp } from '@/test/renderApp';
import { navigateTo } from '@/platform/navigation';
import { paths } from '@/config/paths';
import { SESSION_MESSAGES } from '@/domain/session/messages';
import { scaled } from '@/test/timeScale';

/**
 * The home asks for the saved cards and accounts ahead, with the default method. An
 * answer asked for ahead of need has no effect of its own: a failure of the list the default
 * does not use opens no popup and shows nothing; the default's own list's failure is told once
 * the default method is known, with no second call; and a later screen asks again.
 */

const DETAILS_FAILED = 'An error occurred while fetching your account details';

function withDefault(fundingMethod: 'cc' | 'ach', fundingMethodId: number, wait = 0) {
  sandboxServer.use(
    http.get('*/api/funding/user/mark-as-default', async () => {
      await delay(wait);
      return HttpResponse.json({ fundingMethod, fundingMethodId });
    }),
  );
}

const cardsAnswer = (status: number) =>
  sandboxServer.use(
    http.get('*/api/funding/getcardfundingmethod', () => new HttpResponse(null, { status })),
  );

it.each([401, 403, 422])(
  'a %i for the saved cards, asked for ahead, means nothing to a member whose default is an account',
  async (status) => {
    withDefault('ach', 201);
    cardsAnswer(status);
    const requests = recordRequests();
    await renderApp('/');
    const region = await screen.findByRole('region', { name: 'Quick Deposit' });
    expect(region).toHaveTextContent('CHECKING *****56789');
    await waitFor(() => expect(requests.count('GET', '/getcardfundingmethod')).toBe(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText(SESSION_MESSAGES.unauthorized)).not.toBeInTheDocument();
    expect(screen.queryByText(DETAILS_FAILED)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deposit' })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
  },
);

it("tells the failure of the default card's list once the default method is known, without asking twice", async () => {
  // The cards' answer comes first, while nothing needs them yet.
  withDefault('cc', 101, 150);
  cardsAnswer(403);
  const requests = recordRequests();
  await renderApp('/');
  expect(await screen.findByText(SESSION_MESSAGES.unauthorized)).toBeInTheDocument();
  expect(requests.count('GET', '/getcardfundingmethod')).toBe(1);
  expect(requests.sequence().indexOf('GET /getcardfundingmethod')).toBeLessThan(
    requests.sequence().indexOf('GET /user/mark-as-default') + 3,
  );
});

it('asks again on a later screen for a list whose early answer failed', async () => {
  withDefault('ach', 201);
  cardsAnswer(500);
  const requests = recordRequests();
  await renderApp('/');
  await screen.findByRole('region', { name: 'Quick Deposit' });
  await waitFor(() => expect(requests.count('GET', '/getcardfundingmethod')).toBeGreaterThan(0));
  const early = requests.count('GET', '/getcardfundingmethod');
  sandboxServer.resetHandlers();
  navigateTo(paths.cardFunding);
  expect(
    await screen.findByRole(
      'radio',
      { name: 'VISA **** **** **** 4242' },
      { timeout: scaled(5000) },
    ),
  ).toBeInTheDocument();
  expect(requests.count('GET', '/getcardfundingmethod')).toBe(early + 1);
});
