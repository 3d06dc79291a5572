import { combineSlices, legacy_createStore, applyMiddleware, type Action } from '@reduxjs/toolkit';
import fc from 'fast-check';
import createSagaMiddleware from 'redux-saga';
import type { ApiResult } from '@/api/client';
import { fetchAchAccounts } from '@/api/achAccounts';
import { fetchCards } from '@/api/cards';
import { locationChanged, locationSlice } from '@/domain/location/locationSlice';
import { fundingSourcesSaga } from './fundingSourcesSaga';
import {
  fundingSourceFailed,
  fundingSourcesAskedAhead,
  fundingSourcesNeeded,
  fundingSourcesRetryPressed,
  fundingSourcesSlice,
  type SourceStatus,
} from './fundingSourcesSlice';
import { scaled } from '@/test/timeScale';
import { propertyRun } from '@/test/propertyRuns';

/**
 * The saved lists are asked for ahead of need, with the default method. Model-based:
 * random sequences of asking ahead, needing, answering (in any order, any outcome), Try again
 * and moving to another page, run on the real slice and saga with the two lists' calls held
 * until the test answers them. After every step:
 * - a failure is told (the source failed, `fundingSources/failed` dispatched) only for a source
 *   a screen of this page needs: an answer asked for ahead of need has no effect of its own;
 * - a source needed after it was asked for ahead is not asked for again on the same page: its
 *   answer, or the failure held for it, serves;
 * - every source's status, whether it is asked for ahead only and holds a failure (the slice's
 *   `ahead` and `held`, what DevTools shows), and how many calls each made, are the model's.
 * Seeded and bounded: FC_SEED and FC_RUNS override the seed and the number of runs.
 */

jest.mock('@/api/cards', () => ({ fetchCards: jest.fn() }));
jest.mock('@/api/achAccounts', () => ({ fetchAchAccounts: jest.fn() }));

const KEYS = ['cards', 'achAccounts'] as const;
type Key = (typeof KEYS)[number];
type Outcome = 'ok' | 'empty' | 'http 500' | 'http 401' | 'timeout';

const RESULTS: Record<Outcome, ApiResult<unknown[]>> = {
  ok: { ok: true, data: [] },
  empty: { ok: false, kind: 'http', status: 404 },
  'http 500': { ok: false, kind: 'http', status: 500 },
  'http 401': { ok: false, kind: 'http', status: 401 },
  timeout: { ok: false, kind: 'timeout', status: null },
};

interface SourceModel {
  status: SourceStatus;
  /** Asked for ahead and not yet needed: a failure now is held, not told. */
  aheadOnly: boolean;
  /** A failure that came while nothing needed the source, told if a screen needs it here. */
  held: boolean;
  calls: number;
  failuresTold: number;
}

interface Model {
  sources: Record<Key, SourceModel>;
  page: number;
}

interface Real {
  store: ReturnType<typeof startStore>;
  /** Each source's call in flight, answered by the test. */
  pending: Map<Key, (result: ApiResult<unknown[]>) => void>;
  calls: Record<Key, number>;
  failuresTold: Record<Key, number>;
}

function startStore(onAction: (action: Action) => void) {
  const sagas = createSagaMiddleware();
  const reducer = combineSlices(locationSlice, fundingSourcesSlice);
  const store = legacy_createStore(
    reducer,
    applyMiddleware(
      () => (next) => (action) => {
        onAction(action as Action);
        return next(action);
      },
      sagas,
    ),
  );
  const task = sagas.run(fundingSourcesSaga);
  return Object.assign(store, { stop: () => task.cancel() });
}

function startReal(): Real {
  const pending = new Map<Key, (result: ApiResult<unknown[]>) => void>();
  const calls: Record<Key, number> = { cards: 0, achAccounts: 0 };
  const failuresTold: Record<Key, number> = { cards: 0, achAccounts: 0 };
  const held = (key: Key) => () =>
    new Promise<ApiResult<unknown[]>>((resolve) => {
      calls[key] += 1;
      pending.set(key, resolve);
    });
  jest.mocked(fetchCards).mockImplementation(held('cards') as typeof fetchCards);
  jest.mocked(fetchAchAccounts).mockImplementation(held('achAccounts') as typeof fetchAchAccounts);
  const store = startStore((action) => {
    if (fundingSourceFailed.match(action)) failuresTold[action.payload.key as Key] += 1;
  });
  return { store, pending, calls, failuresTold };
}

/** Lets the saga's promises and puts settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function check(model: Model, real: Real) {
  for (const key of KEYS) {
    const source = real.store.getState().fundingSources[key];
    const expected = model.sources[key];
    expect({ key, status: source.status }).toEqual({ key, status: expected.status });
    // What DevTools shows: asked for ahead and not yet needed, and the failure held for a screen.
    expect({ key, ahead: source.ahead, held: source.held !== null }).toEqual({
      key,
      ahead: expected.aheadOnly,
      held: expected.held,
    });
    expect({ key, calls: real.calls[key] }).toEqual({ key, calls: expected.calls });
    expect({ key, failuresTold: real.failuresTold[key] }).toEqual({
      key,
      failuresTold: expected.failuresTold,
    });
  }
}

/** A call leaves: the source loads, and a held failure is replaced by what this call answers. */
function startCall(source: SourceModel) {
  source.status = 'loading';
  source.held = false;
  source.calls += 1;
}

class AskAhead implements fc.AsyncCommand<Model, Real> {
  constructor(readonly key: Key) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const source = model.sources[this.key];
    if (source.status === 'idle') {
      startCall(source);
      source.aheadOnly = true;
    }
    real.store.dispatch(fundingSourcesAskedAhead({ keys: [this.key] }));
    await settle();
    check(model, real);
  }
  toString = () => `askAhead(${this.key})`;
}

class Need implements fc.AsyncCommand<Model, Real> {
  constructor(readonly key: Key) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const source = model.sources[this.key];
    source.aheadOnly = false;
    if (source.held) {
      // Told now, with no second call.
      source.held = false;
      source.status = 'failed';
      source.failuresTold += 1;
    } else if (source.status === 'idle') {
      startCall(source);
    }
    real.store.dispatch(fundingSourcesNeeded({ keys: [this.key] }));
    await settle();
    check(model, real);
  }
  toString = () => `need(${this.key})`;
}

class Answer implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly key: Key,
    readonly outcome: Outcome,
  ) {}
  check = (model: Readonly<Model>) => model.sources[this.key].status === 'loading';
  async run(model: Model, real: Real) {
    const source = model.sources[this.key];
    const failed = this.outcome !== 'ok' && this.outcome !== 'empty';
    if (!failed) source.status = 'loaded';
    else if (source.aheadOnly) {
      source.status = 'idle';
      source.held = true;
    } else {
      source.status = 'failed';
      source.failuresTold += 1;
    }
    source.aheadOnly = false;
    const answer = real.pending.get(this.key);
    real.pending.delete(this.key);
    answer?.(RESULTS[this.outcome]);
    await settle();
    check(model, real);
  }
  toString = () => `answer(${this.key}, ${this.outcome})`;
}

class RetryPressed implements fc.AsyncCommand<Model, Real> {
  constructor(readonly key: Key) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const source = model.sources[this.key];
    if (source.status === 'failed') startCall(source);
    real.store.dispatch(fundingSourcesRetryPressed({ keys: [this.key] }));
    await settle();
    check(model, real);
  }
  toString = () => `retryPressed(${this.key})`;
}

class OtherPage implements fc.AsyncCommand<Model, Real> {
  check = () => true;
  async run(model: Model, real: Real) {
    const previousPathname = `/page-${model.page}`;
    model.page += 1;
    for (const source of Object.values(model.sources)) {
      // What failed, told or held, is asked for again when the next page needs it.
      source.held = false;
      if (source.status === 'failed') source.status = 'idle';
    }
    real.store.dispatch(
      locationChanged({ pathname: `/page-${model.page}`, search: '', previousPathname }),
    );
    await settle();
    check(model, real);
  }
  toString = () => 'otherPage()';
}

const key = fc.constantFrom(...KEYS);
const commands = [
  key.map((k) => new AskAhead(k)),
  key.map((k) => new Need(k)),
  fc
    .tuple(key, fc.constantFrom<Outcome>('ok', 'empty', 'http 500', 'http 401', 'timeout'))
    .map(([k, outcome]) => new Answer(k, outcome)),
  key.map((k) => new RetryPressed(k)),
  fc.constant(new OtherPage()),
];

const freshSource = (): SourceModel => ({
  status: 'idle',
  aheadOnly: false,
  held: false,
  calls: 0,
  failuresTold: 0,
});

it(
  'tells a failure only of what a screen needs, and asks once for what was asked ahead',
  async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 24 }), async (sequence) => {
        const model: Model = {
          sources: { cards: freshSource(), achAccounts: freshSource() },
          page: 0,
        };
        const real = startReal();
        try {
          await fc.asyncModelRun(() => ({ model, real }), sequence);
        } finally {
          real.store.stop();
        }
      }),
      propertyRun(500, 2727),
    );
  },
  scaled(120_000),
);
