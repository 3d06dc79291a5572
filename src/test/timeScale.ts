import { availableParallelism, loadavg } from 'node:os';

/**
 * How many times longer than on a quiet machine this test file's tests may take: TEST_TIME_SCALE
 * when set, else the load average per core (last minute) as the file starts, at least 1. A busy
 * machine slows real work (lazy chunks, the sandbox's answers, React's renders), so a bounded
 * wait that holds on a quiet one would fail there on time alone. Read per file, not once for the
 * run: the load a run meets grows as its own workers and the machine's other work start.
 */
const [loadLastMinute = 0] = loadavg();
export const TIME_SCALE =
  Number(process.env.TEST_TIME_SCALE) || Math.max(1, loadLastMinute / availableParallelism());

/** A time-out or bounded wait of `ms` on a quiet machine, for this run. */
export const scaled = (ms: number) => Math.round(ms * TIME_SCALE);

/** jest's time-out of a test that names none. */
export const TEST_TIMEOUT = scaled(15_000);

/** A find's bound for a test file's first screen, whose chunk compiles and loads first. */
export const SCREEN_LOAD = { timeout: scaled(5000) };
