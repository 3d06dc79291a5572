/**
 * The sandbox funding service's state: one demo account whose balances, limits, saved methods
 * and default method move with what the user does, kept across reloads and the wallet redirect.
 * Nothing sensitive is kept: cards are brand plus last 4 digits, accounts the last 5 characters.
 */
export type CardBrand = 'Visa' | 'Mastercard';
export type AccountType = 'chk' | 'sav';
export type MethodType = 'cc' | 'ach';

export const SCENARIOS = [
  'default',
  'new-user',
  'low-balance',
  'session-expired',
  'unauthorized',
  'server-error',
  'slow',
  'link-unavailable',
  'fees-unavailable',
] as const;
export type Scenario = (typeof SCENARIOS)[number];

export const isScenario = (value: string): value is Scenario =>
  (SCENARIOS as readonly string[]).includes(value);

export interface SavedCard {
  fundingMethodId: number;
  subType: CardBrand;
  last4: string;
  /** YYYY-MM-01 */
  expiryDate: string;
}

export interface SavedAccount {
  fundingMethodId: number;
  accountType: AccountType;
  last5: string;
  plaidVerified: boolean;
  plaidRequired: boolean;
}

/** fundingMethodId 0 is the general record; the others belong to one saved method. */
export interface DepositLimit {
  fundingMethodId: number;
  availableCents: number;
  timeFrame: string;
  authorized: boolean;
}

export interface DefaultMethod {
  fundingMethod: MethodType | null;
  fundingMethodId: number | null;
}

/** A wallet deposit sent to the stand-in provider and not yet paid or cancelled there. */
export interface WalletPayment {
  ref: string;
  amountCents: number;
}

/** Bumped when the shape changes, so an old stored ledger is replaced rather than misread. */
const LEDGER_VERSION = 2;

export interface Ledger {
  version: typeof LEDGER_VERSION;
  scenario: Scenario;
  balanceCents: number;
  /** Deposits are not withdrawable until wagered, so only withdrawals move this. */
  withdrawableCents: number;
  cards: SavedCard[];
  accounts: SavedAccount[];
  limits: Record<MethodType, DepositLimit[]>;
  defaultMethod: DefaultMethod;
  nextFundingMethodId: number;
  walletPayments: WalletPayment[];
}

export const SEEDED_IDS = { visa: 101, mastercard: 102, checking: 201, saving: 202 } as const;

export function seedLedger(scenario: Scenario): Ledger {
  const low = scenario === 'low-balance';
  const newUser = scenario === 'new-user';
  const general = (availableCents: number): DepositLimit => ({
    fundingMethodId: 0,
    availableCents,
    timeFrame: 'weekly',
    authorized: true,
  });
  return {
    version: LEDGER_VERSION,
    scenario,
    balanceCents: low ? 12_34 : 1_234_56,
    withdrawableCents: low ? 12_34 : 1_000_00,
    cards: newUser
      ? []
      : [
          {
            fundingMethodId: SEEDED_IDS.visa,
            subType: 'Visa',
            last4: '4242',
            expiryDate: '2028-04-01',
          },
          {
            fundingMethodId: SEEDED_IDS.mastercard,
            subType: 'Mastercard',
            last4: '5454',
            expiryDate: '2027-11-01',
          },
        ],
    accounts: newUser
      ? []
      : [
          {
            fundingMethodId: SEEDED_IDS.checking,
            accountType: 'chk',
            last5: '56789',
            plaidVerified: true,
            plaidRequired: false,
          },
          {
            fundingMethodId: SEEDED_IDS.saving,
            accountType: 'sav',
            last5: '43210',
            plaidVerified: false,
            plaidRequired: true,
          },
        ],
    limits: {
      cc: [
        general(1_000_00),
        ...(newUser
          ? []
          : [
              {
                fundingMethodId: SEEDED_IDS.visa,
                availableCents: 500_00,
                timeFrame: 'weekly',
                authorized: true,
              },
              {
                fundingMethodId: SEEDED_IDS.mastercard,
                availableCents: 750_00,
                timeFrame: 'none',
                authorized: true,
              },
            ]),
      ],
      ach: [
        general(2_500_00),
        ...(newUser
          ? []
          : [
              {
                fundingMethodId: SEEDED_IDS.checking,
                availableCents: 2_000_00,
                timeFrame: 'weekly',
                authorized: true,
              },
            ]),
      ],
    },
    defaultMethod: newUser
      ? { fundingMethod: null, fundingMethodId: null }
      : { fundingMethod: 'cc', fundingMethodId: SEEDED_IDS.visa },
    nextFundingMethodId: 301,
    walletPayments: [],
  };
}

/** Where the ledger lives: localStorage in the browser, memory in Node. */
export interface LedgerBackend {
  read(): string | null;
  write(value: string): void;
}

export function memoryBackend(): LedgerBackend {
  let value: string | null = null;
  return { read: () => value, write: (next) => void (value = next) };
}

export interface LedgerStore {
  get(): Ledger;
  /** Applies a change to a fresh copy and stores it. */
  update<T>(change: (ledger: Ledger) => T): T;
  /** Starts the scenario afresh ('reset' is 'default' afresh). */
  reset(scenario: Scenario): Ledger;
}

export function createLedgerStore(backend: LedgerBackend): LedgerStore {
  const read = (): Ledger => {
    const raw = backend.read();
    if (raw) {
      try {
        const parsed = JSON.parse(raw) as Partial<Ledger>;
        if (parsed.version === LEDGER_VERSION && isScenario(parsed.scenario ?? '')) {
          return parsed as Ledger;
        }
      } catch {
        // a corrupt ledger is replaced by a fresh one
      }
    }
    return seedLedger('default');
  };
  const write = (ledger: Ledger) => {
    backend.write(JSON.stringify(ledger));
    return ledger;
  };
  return {
    get: read,
    update(change) {
      const ledger = read();
      const result = change(ledger);
      write(ledger);
      return result;
    },
    reset: (scenario) => write(seedLedger(scenario)),
  };
}
