/**
 * jest's order of test files (jest.config.ts). jest runs the files that took longest last time
 * first, so the workers end together; on a fresh clone (CI) it has no times and goes by file
 * size, and a small file of generated runs (a model-based or property test, a fault matrix) that
 * takes 20 to 40 s can start last. Without a time of its own, a file's time is estimated from its
 * size and kind, at the seconds a kilobyte each kind took on two cores (medians at ba43b6e).
 * Measured there, the whole suite on an empty cache: 266 s in jest's own order.
 */
import Sequencer from '@jest/test-sequencer';

/** Seconds a kilobyte of test file takes, by kind (the first that matches). */
const SECONDS_A_KILOBYTE = [
  [/\.(property|model)\.test\.tsx?$|\/src\/test\/fault\//, 3.2],
  [/\.test\.tsx$/, 0.8],
  [/\.test\.ts$/, 0.15],
];

export default class SlowFirstSequencer extends Sequencer {
  time(test) {
    const measured = super.time(test);
    if (measured !== undefined) return measured;
    const kilobytes = (test.context.hasteFS.getSize(test.path) ?? 0) / 1000;
    const [, rate] = SECONDS_A_KILOBYTE.find(([kind]) => kind.test(test.path)) ?? [null, 0.15];
    return kilobytes * rate * 1000;
  }
}
