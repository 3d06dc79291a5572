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
