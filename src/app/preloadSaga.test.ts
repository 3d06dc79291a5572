import { configureStore, Tuple } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { transactionStarted } from '@/domain/transaction/transactionSlice';
import type { LazyScreenModule } from './lazyFeature';
import { preloadConfirmationSaga } from './preloadSaga';

function start(load: () => Promise<LazyScreenModule>) {
  const sagas = createSagaMiddleware();
  const store = configureStore({
    reducer: (state: null = null) => state,
    middleware: () => new Tuple(sagas),
  });
  const task = sagas.run(preloadConfirmationSaga, load);
  return { store, task };
}

describe('the confirmation chunk, fetched alongside the first transaction', () => {
  it('is not fetched before a transaction starts, then once, however many follow', () => {
    const load = jest.fn(() => Promise.resolve({ name: 'confirmation', Screen: () => null }));
    const { store } = start(load);
    expect(load).not.toHaveBeenCalled();
    store.dispatch(transactionStarted({ form: 'card' }));
    expect(load).toHaveBeenCalledTimes(1);
    store.dispatch(transactionStarted({ form: 'quickDeposit' }));
    store.dispatch(transactionStarted({ form: 'achWithdraw' }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed fetch ends quietly: the route fetches the chunk again when it is shown', async () => {
    const load = jest.fn((): Promise<LazyScreenModule> =>
      Promise.reject(new Error('ChunkLoadError')),
    );
    const { store, task } = start(load);
    store.dispatch(transactionStarted({ form: 'card' }));
    await task.toPromise();
    expect(task.isRunning()).toBe(false);
    expect(task.error()).toBeUndefined();
  });
});
