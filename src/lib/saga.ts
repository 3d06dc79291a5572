import { call, takeEvery, takeLatest, takeLeading } from 'typed-redux-saga';
import type { ActionPattern } from 'redux-saga/effects';
import type { Action } from '@reduxjs/toolkit';
import { reportError } from './reportError';

type Worker<A extends Action> = (action: A) => Generator<unknown, void, unknown>;

/** Wraps a saga worker so a thrown error is reported and the watcher keeps working. */
export function safely<A extends Action>(name: string, worker: Worker<A>): Worker<A> {
  return function* guarded(action: A) {
    try {
      yield* worker(action);
    } catch (error) {
      yield* call(reportError, `saga ${name}`, error);
    }
  };
}

/** takeEvery with a guarded worker. */
export function* everySafely<A extends Action>(pattern: ActionPattern<A>, worker: Worker<A>) {
  yield* takeEvery(pattern, safely(String(worker.name), worker));
}

/** takeLatest with a guarded worker: a newer action cancels the worker still running (a screen opened again, a newer load). */
export function* latestSafely<A extends Action>(pattern: ActionPattern<A>, worker: Worker<A>) {
  yield* takeLatest(pattern, safely(String(worker.name), worker));
}

/** takeLeading with a guarded worker: submits, so a second click while one is in flight is ignored. */
export function* leadingSafely<A extends Action>(pattern: ActionPattern<A>, worker: Worker<A>) {
  yield* takeLeading(pattern, safely(String(worker.name), worker));
}
