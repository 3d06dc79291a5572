import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { sandboxLedger, sandboxServer } from '@/sandbox/node';
import { startStore } from '@/test/renderApp';
import { fundingSourcesNeeded } from '@/domain/funding-sources/fundingSourcesSlice';
import { markDefaultFeature } from './feature';
import { markDefaultRequested } from './markDefaultSlice';
import { selectMarkDefaultFailure, selectMarkDefaultStatus } from './selectors';

/** The real store and sagas, the default method loaded from the sandbox. */
async function start() {
  const store = startStore('/#/deposit/cardfunding');
  // The card and ACH screens bring the saga (their chunks' `uses`).
  store.injectFeature(markDefaultFeature);
  store.dispatch(fundingSourcesNeeded({ keys: ['defaultMethod'] }));
  await waitFor(() =>
    expect(store.getState().fundingSources.defaultMethod.data).toEqual({
      fundingMethod: 'cc',
      fundingMethodId: 101,
    }),
  );
  return store;
}

const mastercard = { fundingMethod: 'cc', fundingMethodId: 102 } as const;
const checking = { fundingMethod: 'ach', fundingMethodId: 201 } as const;

describe('the mark-as-default saga', () => {
  it('is busy with the id, then stores what the server saved as the default', async () => {
    const store = await start();
    let puts = 0;
    sandboxServer.use(
      http.put('*/api/funding/user/mark-as-default', () => {
        puts += 1;
        return undefined;
      }),
    );
    store.dispatch(markDefaultRequested(checking));
    expect(store.getState().markDefault.pending).toEqual(checking);
    expect(selectMarkDefaultStatus(store.getState(), checking)).toBe('saving');
    expect(selectMarkDefaultStatus(store.getState(), mastercard)).toBe('blocked');
    await waitFor(() => expect(store.getState().markDefault.pending).toBeNull());
    expect(store.getState().fundingSources.defaultMethod.data).toEqual(checking);
    expect(selectMarkDefaultStatus(store.getState(), checking)).toBe('default');
    expect(selectMarkDefaultStatus(store.getState(), mastercard)).toBe('idle');
    expect(sandboxLedger.get().defaultMethod).toEqual(checking);
    expect(puts).toBe(1);
  });

  it("keeps the server's answer even when it differs from the request", async () => {
    const store = await start();
    sandboxServer.use(
      http.put('*/api/funding/user/mark-as-default', () =>
        HttpResponse.json({ fundingMethod: 'cc', fundingMethodId: 101 }),
      ),
    );
    store.dispatch(markDefaultRequested(mastercard));
    await waitFor(() => expect(store.getState().markDefault.pending).toBeNull());
    expect(store.getState().fundingSources.defaultMethod.data).toEqual({
      fundingMethod: 'cc',
      fundingMethodId: 101,
    });
  });

  it.each([400, 422, 500, 502])(
    "keeps 'Something went wrong' for the card on HTTP %i, the default unchanged",
    async (status) => {
      const store = await start();
      sandboxServer.use(
        http.put('*/api/funding/user/mark-as-default', () => HttpResponse.json({}, { status })),
      );
      store.dispatch(markDefaultRequested(mastercard));
      await waitFor(() => expect(store.getState().markDefault.pending).toBeNull());
      expect(selectMarkDefaultFailure(store.getState(), mastercard)).toBe('Something went wrong');
      expect(selectMarkDefaultFailure(store.getState(), checking)).toBeNull();
      expect(store.getState().fundingSources.defaultMethod.data?.fundingMethodId).toBe(101);
      // A new attempt clears the message.
      store.dispatch(markDefaultRequested(mastercard));
      expect(selectMarkDefaultFailure(store.getState(), mastercard)).toBeNull();
    },
  );

  it('opens the session-expired popup on a 401', async () => {
    const store = await start();
    sandboxServer.use(
      http.put('*/api/funding/user/mark-as-default', () => HttpResponse.json({}, { status: 401 })),
    );
    store.dispatch(markDefaultRequested(mastercard));
    await waitFor(() => expect(store.getState().session.popup).toBe('sessionExpired'));
    expect(store.getState().markDefault).toEqual({ pending: null, failure: null });
  });

  it("says 'Something went wrong' when the connection is lost, without retrying", async () => {
    const store = await start();
    let puts = 0;
    sandboxServer.use(
      http.put('*/api/funding/user/mark-as-default', () => {
        puts += 1;
        return HttpResponse.error();
      }),
    );
    store.dispatch(markDefaultRequested(mastercard));
    await waitFor(() =>
      expect(selectMarkDefaultFailure(store.getState(), mastercard)).toBe('Something went wrong'),
    );
    expect(puts).toBe(1);
  });
});
