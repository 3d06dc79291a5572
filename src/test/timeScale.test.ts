import type * as TimeScale from './timeScale';

/** The time scale a test file gets, given the environment and the load as it starts. */
function scaleOfAFileStarting(environment: { TEST_TIME_SCALE?: string }, loadLastMinute: number) {
  const saved = process.env;
  process.env = { ...saved, TEST_TIME_SCALE: undefined, ...environment };
  try {
    let scale = 0;
    jest.isolateModules(() => {
      jest.doMock('node:os', () => ({
        availableParallelism: () => 2,
        loadavg: () => [loadLastMinute, 0, 0],
      }));
      scale = jest.requireActual<typeof TimeScale>('./timeScale').TIME_SCALE;
    });
    return scale;
  } finally {
    process.env = saved;
    jest.dontMock('node:os');
  }
}

describe('the time scale of a test file', () => {
  it('follows the load per core as the file starts, at least 1', () => {
    expect(scaleOfAFileStarting({}, 13)).toBe(6.5);
    expect(scaleOfAFileStarting({}, 1)).toBe(1);
  });

  it('is TEST_TIME_SCALE when it is set, whatever the load', () => {
    expect(scaleOfAFileStarting({ TEST_TIME_SCALE: '4' }, 13)).toBe(4);
  });
});
