import fc from 'fast-check';
import { paths } from '@/config/paths';
import { SEEDED_IDS } from '@/sandbox/ledger';
import { sandboxLedger } from '@/sandbox/node';
import { resetBetweenTests } from '@/test/resetBetweenTests';
import { accountCommands } from './accountCommands';
import { checkInvariants, initialModel } from './accountModel';
import { AppUnderTest } from './appUnderTest';
import { scaled } from '@/test/timeScale';
import { propertyRun } from '@/test/propertyRuns';

// jsdom cannot leave the page: the wallet deposit's redirect to the provider is recorded.
jest.mock('@/platform/navigation', () => ({
  ...jest.requireActual<object>('@/platform/navigation'),
  redirectTo: jest.fn(),
}));

/**
 * Model-based tests of the money flows: random sequences of deposits and withdrawals
 * by every method, each answered by the sandbox or with an injected fault, mixed with typed
 * addresses, back, reload, abandoned wallet and bank-link round trips, run on the whole app
 * (real store, sagas and sandbox). After every step the app must agree with the model of the
 * account (accountModel.ts). Seeded and bounded: FC_SEED and FC_RUNS override the seed and the
 * number of runs.
 */

const MAX_COMMANDS = 16;
/** Real time spent shrinking a counterexample before the smallest found so far is reported. */
const SHRINK_BUDGET_MS = 60_000;

/** Where a run starts: the page query, and what the fresh ledger of the demo account becomes. */
const STARTS: Record<string, { pageQuery: string; prepare: () => void }> = {
  'demo account, card default': { pageQuery: '', prepare: () => {} },
  'demo account, ACH default': {
    pageQuery: '',
    prepare: () =>
      sandboxLedger.update((ledger) => {
        ledger.defaultMethod = { fundingMethod: 'ach', fundingMethodId: SEEDED_IDS.checking };
      }),
  },
  'new account (no saved methods)': {
    pageQuery: '',
    prepare: () => sandboxLedger.reset('new-user'),
  },
  'demo account in the quick-deposit frame': {
    pageQuery: '?quickDepositIframe=true',
    prepare: () => {},
  },
};

// Fake timers stand in for the clock during a run: shrinking is timed with the real one.
const realNow = performance.now.bind(performance);

describe('the money flows against a model of the account', () => {
  it(
    'keep every invariant after every step',
    async () => {
      let firstFailure: number | null = null;
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...Object.keys(STARTS)),
          accountCommands(MAX_COMMANDS),
          async (start, commands) => {
            // Past the budget every shrink candidate passes: the smallest failure so far stands.
            if (firstFailure !== null && realNow() - firstFailure > SHRINK_BUDGET_MS) return;
            resetBetweenTests();
            const { pageQuery, prepare } = STARTS[start]!;
            try {
              const app = await AppUnderTest.start(paths.home, pageQuery, prepare);
              const model = initialModel({
                inFrame: pageQuery.includes('quickDepositIframe=true'),
              });
              checkInvariants(model, app, { posts: 0, maxPosts: 0, unknownOutcome: false });
              await fc.asyncModelRun(() => ({ model, real: app }), commands);
            } catch (failure) {
              firstFailure ??= realNow();
              throw failure;
            }
          },
        ),
        propertyRun(25, 1414),
      );
    },
    scaled(600_000),
  );
});
