/**
 * How many times longer than on a quiet machine this run's tests may take (TEST_TIME_SCALE, set by
 * jest.config.ts from the load when jest starts): a busy machine slows real work (lazy chunks,
 * the sandbox's answers, React's renders), so a bounded wait that holds on a quiet one would
 * fail there on time alone.
 */
export const TIME_SCALE = Number(process.env.TEST_TIME_SCALE) || 1;

/** A time-out or bounded wait of `ms` on a quiet machine, for this run. */
export const scaled = (ms: number) => Math.round(ms * TIME_SCALE);
