import type { Card } from '@/api/types';
import { paths } from '@/config/paths';
import { amountPresetChosen, amountSlice } from '@/domain/amount/amountSlice';
import { contextSlice } from '@/domain/context/contextSlice';
import {
  fundingSourceLoaded,
  fundingSourcesLoadStarted,
  fundingSourcesSlice,
  type FundingSourcesState,
} from '@/domain/funding-sources/fundingSourcesSlice';
import { locationChanged, locationSlice } from '@/domain/location/locationSlice';
import { cardCvvTyped, cardSlice } from './cardSlice';
import {
  selectCardDeposit,
  selectCardLimitText,
  selectCardNotesFee,
  selectCardSummary,
  type CardScreenState,
} from './selectors';

/**
 * The card deposit's figures, on states the real reducers build: the
 * fee not known is not a fee of zero, no deposit while a figure of its total is unknown, and the
 * chosen card's own limit. The screens: src/test/clarity.
 */
const VISA: Card = {
  accountNumber: '4242',
  subType: 'Visa',
  expiryDate: '2030-12-01',
  fundingMethodId: 11,
  type: 'cc',
};
const MASTERCARD: Card = {
  ...VISA,
  accountNumber: '5454',
  subType: 'Mastercard',
  fundingMethodId: 12,
};

const customer = fundingSourceLoaded({
  key: 'customer',
  data: { vsCharge: 2.5, mcCharge: 3, fedExCharge: 25, accountNumber: '1' },
});
const cards = fundingSourceLoaded({ key: 'cards', data: [VISA, MASTERCARD] });
const ccLimits = fundingSourceLoaded({
  key: 'ccLimits',
  data: [
    { fundingMethodId: 0, availableLimit: 1000, timeFrame: 'weekly', authorized: true },
    { fundingMethodId: 11, availableLimit: 500, timeFrame: 'weekly', authorized: true },
  ],
});

type Step = Parameters<typeof fundingSourcesSlice.reducer>[1];

function state(
  steps: Step[],
  { route = paths.cardFunding, cents = 100_00 }: { route?: string; cents?: number } = {},
): CardScreenState {
  const none = { type: 'none' };
  const card = cardSlice.reducer(undefined, cardCvvTyped({ cvv: '123' }));
  const amount = amountSlice.reducer(undefined, none);
  return {
    card,
    fundingSources: steps.reduce<FundingSourcesState>(
      (sources, step) => fundingSourcesSlice.reducer(sources, step),
      fundingSourcesSlice.reducer(undefined, none),
    ),
    amount: amountSlice.reducer(amount, amountPresetChosen({ form: 'card', cents })),
    location: locationSlice.reducer(
      undefined,
      locationChanged({ pathname: route, search: '', previousPathname: '' }),
    ),
    context: contextSlice.reducer(undefined, none),
  };
}

describe('the card fee under the form', () => {
  it("is the chosen card's fee once the customer record and the cards are known", () => {
    expect(selectCardNotesFee(state([customer, cards]))).toEqual({ min: 2_50, max: 2_50 });
  });

  it('is not known (null, not zero) while the customer record or the saved cards load', () => {
    expect(selectCardNotesFee(state([cards]))).toBeNull();
    expect(selectCardNotesFee(state([customer]))).toBeNull();
    expect(
      selectCardNotesFee(state([customer, fundingSourcesLoadStarted({ keys: ['cards'] })])),
    ).toBeNull();
  });

  it("a new card's is the range of the brands until its number shows one", () => {
    expect(selectCardNotesFee(state([customer], { route: paths.newCard }))).toEqual({
      min: 2_50,
      max: 3_00,
    });
  });
});

describe('the card deposit to send', () => {
  it('carries the chosen card, the amount and its fee when every figure is known', () => {
    expect(selectCardDeposit(state([customer, cards, ccLimits]))).toEqual({
      kind: 'saved',
      card: VISA,
      cents: 100_00,
      cvcCode: '123',
      expiryDate: expect.any(String),
      feeCents: 2_50,
    });
  });

  it('is none while the card fee or the limit is not known: no money moves on a total not shown', () => {
    expect(selectCardDeposit(state([cards, ccLimits]))).toBeNull();
    expect(selectCardDeposit(state([customer, cards]))).toBeNull();
  });
});

describe("the card summary's limit", () => {
  it("is the chosen card's own record, else the general one", () => {
    expect(selectCardSummary(state([customer, cards, ccLimits])).limit).toEqual({
      cents: 500_00,
      period: 'this week',
    });
    expect(
      selectCardSummary(state([customer, cards, ccLimits], { route: paths.newCard })).limit,
    ).toEqual({ cents: 1_000_00, period: 'this week' });
  });
});

describe("the card form's limit line", () => {
  it("says the chosen card's own limit, else the general one, from the card limits", () => {
    expect(selectCardLimitText(state([customer, cards, ccLimits]))).toMatch(/\$500\.00$/);
    expect(
      selectCardLimitText(state([customer, cards, ccLimits], { route: paths.newCard })),
    ).toMatch(/\$1,000\.00$/);
    // None yet while the card limits load.
    expect(selectCardLimitText(state([customer, cards]))).toBeNull();
  });
});
