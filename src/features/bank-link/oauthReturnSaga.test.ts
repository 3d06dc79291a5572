import { waitFor } from '@testing-library/react';
import { paths } from '@/config/paths';
import { startStore } from '@/test/renderApp';

/**
 * The bank's OAuth return (bankOAuthReturnSaga) with the real store and sagas, no screens: the
 * page opens at the address the bank sends it back to, and the saga takes the flag out of the
 * address and goes to bank linking (decisions section 6).
 */
async function openAt(address: string) {
  const store = startStore(address);
  // The saga acts on appStarted; the first location is mirrored by then.
  await waitFor(() => expect(store.getState().location.pathname).not.toBe(''));
  return store;
}

describe('the return from a bank OAuth page', () => {
  it.each([
    ['the root', '/?oauth_state_id=state-123'],
    ['another route', '/?oauth_state_id=state-123#/deposit/cardfunding'],
  ])('at %s goes to bank linking and drops the state id from the address', async (_, address) => {
    const store = await openAt(address);
    await waitFor(() => expect(store.getState().location.pathname).toBe(paths.plaidFunding));
    expect(window.location.search).toBe('');
    expect(window.location.href).not.toMatch(/oauth_state_id/);
  });

  it('keeps the rest of the page query: only the state id leaves', async () => {
    const store = await openAt('/?oauth_state_id=state-123&quickDepositIframe=true');
    await waitFor(() => expect(store.getState().location.pathname).toBe(paths.plaidFunding));
    expect(new URLSearchParams(window.location.search).getAll('quickDepositIframe')).toEqual([
      'true',
    ]);
    expect(window.location.href).not.toMatch(/oauth_state_id/);
  });

  it('already at bank linking: the page stays on its history entry, without the state id', async () => {
    window.history.replaceState(null, '', '/');
    const entries = window.history.length;
    const store = await openAt('/?oauth_state_id=state-123#/deposit/plaidfunding');
    await waitFor(() => expect(window.location.href).not.toMatch(/oauth_state_id/));
    expect(store.getState().location.pathname).toBe(paths.plaidFunding);
    expect(window.location.hash).toBe(`#${paths.plaidFunding}`);
    expect(window.history.length).toBe(entries);
  });

  it.each(['/#/deposit/cardfunding', '/?state_id=state-123#/deposit/cardfunding'])(
    'without a state id (%s) the page stays where it opened, its address untouched',
    async (address) => {
      const store = await openAt(address);
      const before = window.location.href;
      // Long enough for the saga to have navigated, had it wanted to.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(store.getState().location.pathname).toBe(paths.cardFunding);
      expect(window.location.href).toBe(before);
    },
  );
});
