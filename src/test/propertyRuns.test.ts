import fc from 'fast-check';
import { endPropertyRuns, propertyRun } from './propertyRuns';

/** The values a property is given over one whole run of fc.assert with these parameters. */
function valuesOfOneRun(parameters?: fc.Parameters<[number]>) {
  const values: number[] = [];
  fc.assert(
    fc.property(fc.integer(), (value) => {
      values.push(value);
    }),
    parameters,
  );
  return values;
}

describe('property runs', () => {
  const environment = process.env;
  afterEach(() => {
    process.env = environment;
  });

  it('give a property that names no run the same 100 cases every time', () => {
    const first = valuesOfOneRun();
    expect(first).toHaveLength(100);
    expect(valuesOfOneRun()).toEqual(first);
  });

  it('keep their seed and count at any load', () => {
    process.env = { ...environment, TEST_TIME_SCALE: '1' };
    const quiet = valuesOfOneRun(propertyRun(30, 1234));
    process.env = { ...environment, TEST_TIME_SCALE: '6' };
    const loaded = valuesOfOneRun(propertyRun(30, 1234));
    expect(quiet).toHaveLength(30);
    expect(loaded).toEqual(quiet);
  });

  it('replay the seed and count that FC_SEED and FC_RUNS name', () => {
    const printed = valuesOfOneRun({ seed: 99, numRuns: 7 });
    process.env = { ...environment, FC_SEED: '99', FC_RUNS: '7' };
    expect(valuesOfOneRun(propertyRun(30, 1234))).toEqual(printed);
  });
});

describe('a property whose test has ended', () => {
  it('starts no run after the end, which waits for the run under way', async () => {
    let started = 0;
    let underWay = 0;
    let firstStarted: () => void = () => {};
    const firstStart = new Promise<void>((resolve) => (firstStarted = resolve));
    const property = fc.asyncProperty(fc.integer(), async () => {
      started += 1;
      underWay += 1;
      firstStarted();
      await new Promise((resolve) => setTimeout(resolve, 20));
      underWay -= 1;
    });
    const assertion = fc.assert(property, propertyRun(1000));
    await firstStart;

    await endPropertyRuns();
    expect(underWay).toBe(0);
    const startedByTheEnd = started;
    await Promise.allSettled([assertion]);
    expect(started).toBe(startedByTheEnd);
    expect(started).toBeLessThan(1000);
  });
});
