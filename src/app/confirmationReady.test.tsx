import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import type { UnknownAction } from '@reduxjs/toolkit';
import { sandboxServer } from '@/sandbox/node';
import { renderApp } from '@/test/renderApp';
import { featureLoaded } from '@/store/featureLoaded';

/**
 * The confirmation is ready to show before the POST answers. Its chunk is fetched and
 * joined to the store while the request is on its way, so the success shows the confirmation at
 * once, never the page loader in its place.
 */
it('readies the confirmation while the deposit is on its way, and shows it with no loader between', async () => {
  let answer: () => void = () => undefined;
  sandboxServer.use(
    http.post('*/api/funding/deposit/card', async () => {
      await new Promise<void>((resolve) => {
        answer = resolve;
      });
      // On to the sandbox's own answer.
      return undefined;
    }),
  );
  const { user, store } = await renderApp('/');
  const loaded: string[] = [];
  const dispatch = store.dispatch;
  store.dispatch = ((action: UnknownAction) => {
    if (featureLoaded.match(action)) loaded.push(action.payload.name);
    return dispatch(action);
  }) as typeof store.dispatch;
  await screen.findByRole('region', { name: 'Quick Deposit' });
  await screen.findByRole('button', { name: '$50' });
  await user.type(screen.getByLabelText('CVV'), '123');
  await user.click(screen.getByRole('button', { name: 'Deposit' }));
  await screen.findByRole('button', { name: /^Processing/ });
  await waitFor(() => expect(loaded).toContain('confirmation'));

  let loaderShown = false;
  const watcher = new MutationObserver(() => {
    if (screen.queryByText('Loading page')) loaderShown = true;
  });
  watcher.observe(document.body, { childList: true, subtree: true });
  answer();
  expect(await screen.findByRole('heading', { name: 'Transaction Successful' })).toBeVisible();
  watcher.disconnect();
  expect(loaderShown).toBe(false);
});
