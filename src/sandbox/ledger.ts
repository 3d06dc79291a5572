/**
 * The sandbox funding service's state: one demo account whose balances move with what the user
 * does, kept across reloads and the wallet redirect. Nothing sensitive is kept: cards are brand
 * plus last 4 digits, accounts the last 5.
 */
export const SCENARIOS = [
  'default',
  'new-user',
  'low-balance',
  'session-expired',
  'unauthorized',
  'server-error',
  'slow',
] as const;
export type Scenario = (typeof SCENARIOS)[number];

export const isScenario = (value: string): value is Scenario =>
  (SCENARIOS as readonly string[]).includes(value);

export interface Ledger {
  scenario: Scenario;
  balanceCents: number;
  withdrawableCents: number;
}

export function seedLedger(scenario: Scenario): Ledger {
  const low = scenario === 'low-balance';
  return {
    scenario,
    balanceCents: low ? 12_34 : 1_234_56,
    withdrawableCents: low ? 12_34 : 1_000_00,
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
  update(change: (ledger: Ledger) => void): Ledger;
  /** Starts the scenario afresh ('reset' is 'default' afresh). */
  reset(scenario: Scenario): Ledger;
}

export function createLedgerStore(backend: LedgerBackend): LedgerStore {
  const read = (): Ledger => {
    const raw = backend.read();
    if (raw) {
      try {
        const parsed = JSON.parse(raw) as Ledger;
        if (isScenario(parsed.scenario)) return parsed;
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
      change(ledger);
      return write(ledger);
    },
    reset: (scenario) => write(seedLedger(scenario)),
  };
}
