import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { sandboxLedger, sandboxServer } from '@/sandbox/node';
import { startStore } from '@/test/renderApp';
import { recordRequests } from '@/test/recordRequests';
import { selectSubmission } from '@/domain/transaction/transactionSlice';
import * as cardRoute from './route';
import {
  cardChosen,
  cardCvvTyped,
  cardDepositSubmitted,
  cardExpiryTyped,
  cardNumberTyped,
  cardScreenOpened,
  markAsDefaultToggled,
} from './cardSlice';

/** The real store and sagas with the card screen's chunk injected, at a card route. */
async function openCardSaga(route: string, prepare: () => void = () => {}) {
  sandboxLedger.reset('default');
  prepare();
  const requests = recordRequests();
  const store = startStore(`/#${route}`);
  store.injectFeature(cardRoute);
  store.dispatch(cardScreenOpened());
  await waitFor(() => {
    const { cards, presets, ccLimits, customer, defaultMethod } = store.getState().fundingSources;
    for (const source of [cards, presets, ccLimits, customer, defaultMethod]) {
      expect(source.status).toBe('loaded');
    }
    expect(store.getState().amount.card?.cents).toBe(5000);
  });
  return { store, requests };
}

const nextYear = String(new Date().getFullYear() + 1);

describe('the card deposit saga', () => {
  it('loads everything the screen needs at once, each call once', async () => {
    const { requests } = await openCardSaga('/deposit/cardfunding');
    for (const path of [
      '/getcardfundingmethod',
      '/preset-amounts',
      '/availablelimit/type/cc',
      '/customer',
      '/user/mark-as-default',
    ]) {
      expect(requests.count('GET', path)).toBe(1);
    }
  });

  it('posts a saved-card deposit once however often it is submitted, then confirms', async () => {
    const { store, requests } = await openCardSaga('/deposit/cardfunding');
    store.dispatch(cardChosen({ fundingMethodId: 102 }));
    store.dispatch(cardCvvTyped({ cvv: '123' }));
    for (let i = 0; i < 5; i += 1) store.dispatch(cardDepositSubmitted());
    await waitFor(() => expect(store.getState().location.pathname).toBe('/confirmation'));
    expect(requests.bodies('POST', '/deposit/card')).toEqual([
      expect.objectContaining({
        fundingMethodId: 102,
        cvcCode: '123',
        expiryDate: '2027-11-01',
        amount: 50,
      }),
    ]);
    expect(window.sessionStorage.getItem('depositedAmount')).toBe('50.00');
    expect(window.sessionStorage.getItem('transactionType')).toBe('cardFunding');
    // The limits moved: they are fetched again.
    await waitFor(() => expect(requests.count('GET', '/availablelimit/type/cc')).toBe(2));
    expect(sandboxLedger.get().balanceCents).toBe(1_234_56 + 50_00);
    expect(store.getState().card?.entry.cvv).toBe('');
  });

  it('does not post while the form is incomplete', async () => {
    const { store, requests } = await openCardSaga('/deposit/cardfunding');
    store.dispatch(cardCvvTyped({ cvv: '12' }));
    store.dispatch(cardDepositSubmitted());
    store.dispatch(cardCvvTyped({ cvv: '123' }));
    store.dispatch(cardExpiryTyped({ month: '13', year: nextYear }));
    store.dispatch(cardDepositSubmitted());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests.count('POST', '/deposit/card')).toBe(0);
    expect(store.getState().location.pathname).toBe('/deposit/cardfunding');
  });

  it('on a refusal clears the CVV and reports the message on the card form', async () => {
    const { store } = await openCardSaga('/deposit/cardfunding');
    store.dispatch(cardCvvTyped({ cvv: '000' }));
    store.dispatch(cardDepositSubmitted());
    await waitFor(() =>
      expect(selectSubmission(store.getState(), 'card')).toEqual({
        status: 'failed',
        message: 'Your card was declined.',
      }),
    );
    expect(store.getState().card?.entry.cvv).toBe('');
    expect(window.sessionStorage.getItem('depositedAmount')).toBeNull();
  });

  it('clears the CVV when the answer never comes', async () => {
    sandboxServer.use(http.post('*/api/funding/deposit/card', () => HttpResponse.error()));
    const { store } = await openCardSaga('/deposit/cardfunding');
    store.dispatch(cardCvvTyped({ cvv: '123' }));
    store.dispatch(cardDepositSubmitted());
    await waitFor(() =>
      expect(selectSubmission(store.getState(), 'card').status).toBe('unconfirmed'),
    );
    expect(store.getState().card?.entry.cvv).toBe('');
  });

  describe('a new card marked as default', () => {
    async function depositNewCard(
      number: string,
      expiry: { month: string; year: string },
      prepare?: () => void,
    ) {
      const opened = await openCardSaga('/deposit/xpressfunding-new-card', prepare);
      const { store } = opened;
      store.dispatch(cardNumberTyped({ cardNumber: number }));
      store.dispatch(cardExpiryTyped(expiry));
      store.dispatch(cardCvvTyped({ cvv: '123' }));
      store.dispatch(markAsDefaultToggled({ checked: true }));
      store.dispatch(cardDepositSubmitted());
      return opened;
    }

    it('confirms, then fetches the cards again and makes the new one default', async () => {
      const { store, requests } = await depositNewCard('5555555555554444', {
        month: '8',
        year: nextYear,
      });
      await waitFor(() => expect(store.getState().location.pathname).toBe('/confirmation'));
      expect(requests.bodies('POST', '/card')).toHaveLength(1);
      // Marking the default follows the confirmation.
      await waitFor(() =>
        expect(requests.bodies('PUT', '/user/mark-as-default')).toEqual([
          { fundingMethod: 'cc', fundingMethodId: 301 },
        ]),
      );
      expect(requests.count('GET', '/getcardfundingmethod')).toBe(2);
      expect(sandboxLedger.get().defaultMethod).toEqual({
        fundingMethod: 'cc',
        fundingMethodId: 301,
      });
      expect(store.getState().fundingSources.defaultMethod.data).toEqual({
        fundingMethod: 'cc',
        fundingMethodId: 301,
      });
      expect(
        store.getState().fundingSources.cards.data?.map((card) => card.fundingMethodId),
      ).toEqual([101, 102, 301]);
      expect(store.getState().card?.cardNumber).toBe('');
    });

    it('marks the card the service already knew when it reused it', async () => {
      // Same brand, last 4 and expiry as the saved Visa: the sandbox keeps its id 101.
      const mastercardDefault = () =>
        sandboxLedger.update((ledger) => {
          ledger.defaultMethod = { fundingMethod: 'cc', fundingMethodId: 102 };
        });
      const { store, requests } = await depositNewCard(
        '4242424242424242',
        { month: '04', year: '2028' },
        mastercardDefault,
      );
      await waitFor(() => expect(store.getState().location.pathname).toBe('/confirmation'));
      await waitFor(() =>
        expect(store.getState().fundingSources.defaultMethod.data?.fundingMethodId).toBe(101),
      );
      expect(requests.bodies('PUT', '/user/mark-as-default')).toEqual([
        { fundingMethod: 'cc', fundingMethodId: 101 },
      ]);
    });

    it('still confirms the deposit when marking it default fails', async () => {
      sandboxServer.use(
        http.put('*/api/funding/user/mark-as-default', () =>
          HttpResponse.json({}, { status: 502 }),
        ),
      );
      const { store } = await depositNewCard('5555555555554444', { month: '8', year: nextYear });
      await waitFor(() => expect(store.getState().location.pathname).toBe('/confirmation'));
      // Kept for the card list; the confirmation does not show it.
      await waitFor(() =>
        expect(store.getState().markDefault.failure).toEqual({
          fundingMethod: 'cc',
          fundingMethodId: 301,
          message: 'Something went wrong',
        }),
      );
      expect(sandboxLedger.get().balanceCents).toBe(1_234_56 + 50_00);
    });

    it('neither re-fetches nor marks when the deposit fails', async () => {
      const { store, requests } = await depositNewCard('4242424242424241', {
        month: '8',
        year: nextYear,
      });
      // An invalid number never leaves: now a valid one the processor declines.
      store.dispatch(cardNumberTyped({ cardNumber: '4242424242424242' }));
      store.dispatch(cardCvvTyped({ cvv: '000' }));
      store.dispatch(cardDepositSubmitted());
      await waitFor(() => expect(selectSubmission(store.getState(), 'card').status).toBe('failed'));
      expect(requests.count('POST', '/card')).toBe(1);
      expect(requests.count('GET', '/getcardfundingmethod')).toBe(1);
      expect(requests.count('PUT', '/user/mark-as-default')).toBe(0);
      expect(store.getState().card?.cardNumber).toBe('4242424242424242');
    });
  });
});
