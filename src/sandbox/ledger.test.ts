import { SANDBOX_BANK_ACCOUNTS } from './bankCatalog';
import { createLedgerStore, type Ledger, memoryBackend, SEEDED_IDS, seedLedger } from './ledger';
import {
  completeWalletPayment,
  depositWithLinkedAccount,
  depositWithNewAccount,
  depositWithNewCard,
  depositWithSavedAccount,
  depositWithSavedCard,
  ERROR_CODE,
  openWalletPayment,
  setDefaultMethod,
  withdraw,
} from './rules';

const today = new Date(2026, 4, 15);
const limitOf = (ledger: Ledger, type: 'cc' | 'ach', id: number) =>
  ledger.limits[type].find((limit) => limit.fundingMethodId === id)?.availableCents;

describe('the ledger store', () => {
  it('keeps changes in its backend and reads them back', () => {
    const backend = memoryBackend();
    createLedgerStore(backend).update((ledger) => void (ledger.balanceCents = 5_00));
    expect(createLedgerStore(backend).get().balanceCents).toBe(5_00);
  });

  it('starts the default scenario when the stored ledger is missing, corrupt or of an old shape', () => {
    for (const stored of [
      null,
      '{not json',
      JSON.stringify({ scenario: 'default', balanceCents: 1 }),
    ]) {
      const backend = memoryBackend();
      if (stored !== null) backend.write(stored);
      expect(createLedgerStore(backend).get()).toEqual(seedLedger('default'));
    }
  });

  it('resets to a scenario afresh', () => {
    const store = createLedgerStore(memoryBackend());
    store.update((ledger) => void (ledger.cards = []));
    expect(store.reset('low-balance')).toEqual(seedLedger('low-balance'));
    expect(store.get().cards).toHaveLength(2);
  });
});

describe('the seeded scenarios', () => {
  it('default: balances, two cards, two accounts (one needing bank linking), the Visa as default', () => {
    const ledger = seedLedger('default');
    expect([ledger.balanceCents, ledger.withdrawableCents]).toEqual([1_234_56, 1_000_00]);
    expect(ledger.cards.map((card) => `${card.subType} ${card.last4}`)).toEqual([
      'Visa 4242',
      'Mastercard 5454',
    ]);
    expect(ledger.accounts.map((account) => [account.accountType, account.plaidRequired])).toEqual([
      ['chk', false],
      ['sav', true],
    ]);
    expect(ledger.defaultMethod).toEqual({ fundingMethod: 'cc', fundingMethodId: SEEDED_IDS.visa });
  });

  it('new-user: no saved methods and no default; low-balance: 12.34', () => {
    expect(seedLedger('new-user')).toMatchObject({
      cards: [],
      accounts: [],
      defaultMethod: { fundingMethod: null, fundingMethodId: null },
    });
    expect(seedLedger('low-balance')).toMatchObject({
      balanceCents: 12_34,
      withdrawableCents: 12_34,
    });
  });
});

describe('deposit rules', () => {
  const cardDeposit = {
    fundingMethodId: SEEDED_IDS.visa,
    cvcCode: '123',
    expiryDate: '2028-04-01',
  };

  it('a deposit raises the balance and lowers the general and the method limits', () => {
    const ledger = seedLedger('default');
    expect(depositWithSavedCard(ledger, { ...cardDeposit, amountCents: 100_00 }, today).ok).toBe(
      true,
    );
    expect(ledger.balanceCents).toBe(1_334_56);
    expect(ledger.withdrawableCents).toBe(1_000_00);
    expect(limitOf(ledger, 'cc', 0)).toBe(900_00);
    expect(limitOf(ledger, 'cc', SEEDED_IDS.visa)).toBe(400_00);
  });

  it('the smaller of the general and the method limit governs', () => {
    const ledger = seedLedger('default');
    ledger.limits.cc[0]!.availableCents = 20_00;
    const result = depositWithSavedCard(ledger, { ...cardDeposit, amountCents: 20_01 }, today);
    expect(result).toMatchObject({ ok: false, errorCode: ERROR_CODE.exceedsLimit });
    expect(ledger).toEqual({ ...seedLedger('default'), limits: ledger.limits });
  });

  it('an unauthorized limit refuses the deposit', () => {
    const ledger = seedLedger('default');
    ledger.limits.ach[1]!.authorized = false;
    const result = depositWithSavedAccount(ledger, {
      fundingMethodId: SEEDED_IDS.checking,
      amountCents: 1_00,
    });
    expect(result).toMatchObject({ ok: false, errorCode: ERROR_CODE.exceedsLimit });
  });

  it('a card that expired before this month is refused; one expiring this month is not', () => {
    const ledger = seedLedger('default');
    const deposit = (expiryDate: string) =>
      depositWithSavedCard(ledger, { ...cardDeposit, expiryDate, amountCents: 1_00 }, today);
    expect(deposit('2026-04-01')).toMatchObject({ ok: false, errorCode: ERROR_CODE.cardExpired });
    expect(deposit('2026-05-01').ok).toBe(true);
    expect(ledger.cards[0]?.expiryDate).toBe('2026-05-01');
  });

  it('a new card keeps only its brand and last 4 digits and takes the next id', () => {
    const ledger = seedLedger('new-user');
    const result = depositWithNewCard(
      ledger,
      {
        cardNumber: '5555555555554444',
        subType: 'Mastercard',
        expiryDate: '2029-01-01',
        cvcCode: '123',
        amountCents: 10_00,
      },
      today,
    );
    expect(result).toEqual({
      ok: true,
      value: {
        fundingMethodId: 301,
        subType: 'Mastercard',
        last4: '4444',
        expiryDate: '2029-01-01',
      },
    });
    expect(ledger.nextFundingMethodId).toBe(302);
    expect(JSON.stringify(ledger)).not.toContain('5555555555554444');
  });

  it('a refused new card is not saved', () => {
    const ledger = seedLedger('default');
    const result = depositWithNewCard(
      ledger,
      {
        cardNumber: '5555555555554444',
        subType: 'Mastercard',
        expiryDate: '2029-01-01',
        cvcCode: '000',
        amountCents: 10_00,
      },
      today,
    );
    expect(result).toMatchObject({ ok: false, errorCode: ERROR_CODE.cardDeclined });
    expect(ledger).toEqual(seedLedger('default'));
  });

  it('a new account keeps only its last 5 characters; its own limit is the general one', () => {
    const ledger = seedLedger('default');
    const result = depositWithNewAccount(ledger, {
      accountNumber: '9876543210123',
      accountType: 'sav',
      amountCents: 2_600_00,
    });
    expect(result).toMatchObject({ ok: false, errorCode: ERROR_CODE.exceedsLimit });
    expect(
      depositWithNewAccount(ledger, {
        accountNumber: '9876543210123',
        accountType: 'sav',
        amountCents: 50_00,
      }).ok,
    ).toBe(true);
    expect(ledger.accounts[2]).toEqual({
      fundingMethodId: 301,
      accountType: 'sav',
      last5: '10123',
      plaidVerified: false,
      plaidRequired: false,
    });
    expect(limitOf(ledger, 'ach', 0)).toBe(2_450_00);
  });

  it('typing in the account that needs bank linking is refused; linking it verifies it', () => {
    const ledger = seedLedger('default');
    expect(
      depositWithNewAccount(ledger, {
        accountNumber: '1143210',
        accountType: 'sav',
        amountCents: 1_00,
      }),
    ).toMatchObject({ ok: false, errorCode: ERROR_CODE.verificationRequired });
    const saving = SANDBOX_BANK_ACCOUNTS.find((account) => account.last5 === '43210');
    expect(
      depositWithLinkedAccount(ledger, { bankAccountId: saving?.id ?? '', amountCents: 1_00 }).ok,
    ).toBe(true);
    expect(ledger.accounts).toHaveLength(2);
    expect(ledger.accounts[1]).toMatchObject({ plaidVerified: true, plaidRequired: false });
    expect(
      depositWithSavedAccount(ledger, { fundingMethodId: SEEDED_IDS.saving, amountCents: 1_00 }).ok,
    ).toBe(true);
  });
});

describe('withdrawal rules', () => {
  it('lower both balances, up to the withdrawable balance exactly', () => {
    const ledger = seedLedger('default');
    expect(withdraw(ledger, { amountCents: 1_000_01, feeCents: 0 })).toMatchObject({
      ok: false,
      errorCode: ERROR_CODE.exceedsWithdrawable,
    });
    expect(withdraw(ledger, { amountCents: 1_000_00, feeCents: 0 }).ok).toBe(true);
    expect([ledger.balanceCents, ledger.withdrawableCents]).toEqual([234_56, 0]);
  });

  it('take the fees from both balances besides the amount, and count them against the withdrawable balance', () => {
    const ledger = seedLedger('default');
    expect(withdraw(ledger, { amountCents: 970_01, feeCents: 30_00 })).toMatchObject({
      ok: false,
      errorCode: ERROR_CODE.exceedsWithdrawable,
    });
    expect([ledger.balanceCents, ledger.withdrawableCents]).toEqual([1_234_56, 1_000_00]);
    expect(withdraw(ledger, { amountCents: 970_00, feeCents: 30_00 }).ok).toBe(true);
    expect([ledger.balanceCents, ledger.withdrawableCents]).toEqual([234_56, 0]);
  });
});

describe('wallet payments', () => {
  it('credit only when paid, once', () => {
    const ledger = seedLedger('default');
    openWalletPayment(ledger, { ref: 'a', amountCents: 50_00 });
    openWalletPayment(ledger, { ref: 'b', amountCents: 70_00 });
    expect(ledger.balanceCents).toBe(1_234_56);
    expect(completeWalletPayment(ledger, { ref: 'b', outcome: 'cancel' }).ok).toBe(true);
    expect(completeWalletPayment(ledger, { ref: 'a', outcome: 'success' }).ok).toBe(true);
    expect(completeWalletPayment(ledger, { ref: 'a', outcome: 'success' }).ok).toBe(false);
    expect(ledger.balanceCents).toBe(1_284_56);
    expect(ledger.walletPayments).toEqual([]);
  });
});

describe('the default method', () => {
  it('is stored when the method is saved under its type', () => {
    const ledger = seedLedger('default');
    const choice = { fundingMethod: 'ach', fundingMethodId: SEEDED_IDS.saving } as const;
    expect(setDefaultMethod(ledger, choice)).toEqual({ ok: true, value: choice });
    expect(ledger.defaultMethod).toEqual(choice);
    expect(
      setDefaultMethod(ledger, { fundingMethod: 'cc', fundingMethodId: SEEDED_IDS.saving }).ok,
    ).toBe(false);
    expect(ledger.defaultMethod).toEqual(choice);
  });
});
