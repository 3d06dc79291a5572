import { amountPresetChosen, amountSlice } from '@/domain/amount/amountSlice';
import { balanceLoaded, balanceSlice } from '@/domain/balance/balanceSlice';
import {
  fundingSourceLoaded,
  fundingSourcesSlice,
} from '@/domain/funding-sources/fundingSourcesSlice';
import type { Cents } from '@/lib/money';
import {
  selectCheckExtraFeeCents,
  selectExceedsWithdrawable,
  selectIsRushAvailable,
  selectRushFeeCents,
  selectWithdrawalCharges,
  selectWithdrawalFeeCents,
} from './selectors';
import { DELIVERY_TEXTS } from './messages';
import { withdrawSlice, type WithdrawForm, type WithdrawState } from './withdrawSlice';

/**
 * The withdrawal forms' fees and the withdrawable warning (decisions, 'Fees (withdrawals)'),
 * on states the real reducers build. The screens: src/test/clarity.
 */
const customer = fundingSourceLoaded({
  key: 'customer',
  data: { vsCharge: 2.5, mcCharge: 3, fedExCharge: 25, accountNumber: '1' },
});

function state({
  withCustomer = true,
  check = {},
  amount = null,
  withdrawable = null,
  form = 'checkWithdraw',
}: {
  withCustomer?: boolean;
  check?: Partial<WithdrawState>;
  amount?: Cents | null;
  withdrawable?: Cents | null;
  form?: WithdrawForm;
} = {}) {
  const sources = fundingSourcesSlice.reducer(undefined, { type: 'none' });
  const start = amountSlice.reducer(undefined, { type: 'none' });
  const balance = balanceSlice.reducer(undefined, { type: 'none' });
  return {
    fundingSources: withCustomer ? fundingSourcesSlice.reducer(sources, customer) : sources,
    withdraw: { ...withdrawSlice.getInitialState(), ...check },
    amount:
      amount === null
        ? start
        : amountSlice.reducer(start, amountPresetChosen({ form, cents: amount })),
    balance:
      withdrawable === null
        ? balance
        : balanceSlice.reducer(balance, balanceLoaded({ kind: 'available', cents: withdrawable })),
  };
}

const rushSigned = { rush: true, signature: true };

describe('what a withdrawal costs besides its amount', () => {
  it("PayPal's $1, ACH nothing, whatever the check's choices", () => {
    expect(selectWithdrawalFeeCents(state({ check: rushSigned }), 'paypalWithdraw')).toBe(1_00);
    expect(selectWithdrawalFeeCents(state({ check: rushSigned }), 'achWithdraw')).toBe(0);
  });

  it("a check: nothing by mail; the customer's courier charge with rush, $5 more signed", () => {
    expect(selectWithdrawalFeeCents(state(), 'checkWithdraw')).toBe(0);
    expect(selectWithdrawalFeeCents(state({ check: { rush: true } }), 'checkWithdraw')).toBe(25_00);
    expect(selectWithdrawalFeeCents(state({ check: rushSigned }), 'checkWithdraw')).toBe(30_00);
    expect(selectCheckExtraFeeCents(state({ check: rushSigned }))).toBe(30_00);
    expect(selectCheckExtraFeeCents(state({ check: { rush: true } }))).toBe(25_00);
  });

  it('the courier charge is 0 until the customer record is known', () => {
    expect(selectRushFeeCents(state())).toBe(25_00);
    expect(selectRushFeeCents(state({ withCustomer: false }))).toBe(0);
  });

  it('rush is offered only once its charge is known (never at a charge of 0 not known)', () => {
    expect(selectIsRushAvailable(state())).toBe(true);
    expect(selectIsRushAvailable(state({ withCustomer: false }))).toBe(false);
  });
});

describe('the withdrawable warning counts the fee (the server still decides)', () => {
  it.each([
    ['paypalWithdraw', {}, 11_34, 12_34, false],
    ['paypalWithdraw', {}, 12_34, 12_34, true],
    ['achWithdraw', {}, 12_34, 12_34, false],
    ['achWithdraw', {}, 12_35, 12_34, true],
    ['checkWithdraw', rushSigned, 70_00, 100_00, false],
    ['checkWithdraw', rushSigned, 70_01, 100_00, true],
    ['checkWithdraw', {}, 100_00, 100_00, false],
  ] as const)(
    '%s %j: %i cents of %i withdrawable warns: %s',
    (form, check, amount, withdrawable, warns) => {
      expect(selectExceedsWithdrawable(state({ form, check, amount, withdrawable }), form)).toBe(
        warns,
      );
    },
  );

  it('says nothing while the amount or the withdrawable balance is not known', () => {
    const form = 'paypalWithdraw';
    expect(selectExceedsWithdrawable(state({ form, withdrawable: 0 }), form)).toBe(false);
    expect(selectExceedsWithdrawable(state({ form, amount: 50_00 }), form)).toBe(false);
  });
});

describe("the withdrawal summary's figures", () => {
  it('a check sent by courier and signed: its fee in parts and how it travels', () => {
    const charges = selectWithdrawalCharges(
      state({ check: rushSigned, amount: 40_00 }),
      'checkWithdraw',
    );
    expect(charges).toEqual({
      amount: 40_00,
      fee: 30_00,
      feeParts: 'courier $25.00, signature $5.00',
      delivery: DELIVERY_TEXTS.checkRushSigned,
    });
  });

  it('a check by courier unsigned, and by mail', () => {
    expect(selectWithdrawalCharges(state({ check: { rush: true } }), 'checkWithdraw')).toEqual({
      amount: null,
      fee: 25_00,
      feeParts: 'courier $25.00',
      delivery: DELIVERY_TEXTS.checkRush,
    });
    expect(selectWithdrawalCharges(state(), 'checkWithdraw')).toEqual({
      amount: null,
      fee: 0,
      feeParts: null,
      delivery: DELIVERY_TEXTS.check,
    });
  });

  it('PayPal and ACH: their own fee and words, no parts', () => {
    const wallet = state({ check: rushSigned, form: 'paypalWithdraw', amount: 25_00 });
    expect(selectWithdrawalCharges(wallet, 'paypalWithdraw')).toEqual({
      amount: 25_00,
      fee: 1_00,
      feeParts: null,
      delivery: DELIVERY_TEXTS.paypalWithdraw,
    });
    expect(selectWithdrawalCharges(state({ check: rushSigned }), 'achWithdraw')).toEqual({
      amount: null,
      fee: 0,
      feeParts: null,
      delivery: DELIVERY_TEXTS.achWithdraw,
    });
  });
});
