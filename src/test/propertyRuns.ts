import fc from 'fast-check';

/**
 * The seed and run count of every fast-check property and model run: fixed in the test, so a
 * run tests the same cases on any machine and at any load, and its verdict depends on the code
 * alone. A busy machine makes the runs slower, not fewer: their time-outs scale instead
 * (src/test/timeScale.ts). FC_SEED and FC_RUNS replay what a failure printed.
 */
export function propertyRun(numRuns: number, seed = 20250614) {
  return {
    seed: Number(process.env.FC_SEED ?? seed),
    numRuns: Number(process.env.FC_RUNS ?? numRuns),
  };
}

/** What a property that names no run of its own gets (fast-check's count, a fixed seed). */
export const DEFAULT_PROPERTY_RUN = propertyRun(100);

let testsEnded = 0;
const runsUnderWay = new Set<PromiseLike<unknown>>();

/**
 * Keeps every property's runs inside the test that started them. When a test times out, jest
 * goes on while the property's run under way carries on, and fast-check would start the next
 * one: their clean-ups would unmount the next test's page and drop its sandbox overrides, so one
 * slow property would fail its neighbours too. With this, no run starts once its test has ended
 * (fast-check takes the property as interrupted), and `endPropertyRuns` waits for the one under
 * way.
 */
export const runsInTheirTest: fc.Plugin<unknown> = () => {
  const test = testsEnded;
  return {
    decorateRun: (nestedRun) => (value) => {
      if (testsEnded !== test) return new fc.PreconditionFailure(true);
      const outcome = nestedRun(value);
      if (outcome !== null && 'then' in outcome) {
        runsUnderWay.add(outcome);
        void outcome.then(() => runsUnderWay.delete(outcome));
      }
      return outcome;
    },
  };
};

/** Ends the current test's properties: waits for a run it left under way (after a time-out). */
export async function endPropertyRuns() {
  testsEnded += 1;
  await Promise.all(runsUnderWay);
}
