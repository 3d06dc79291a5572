import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { maskSensitive } from '@/lib/sanitize';

/**
 * Sandbox-only: records every action (masked by the DevTools sanitizer) so QA can export a
 * flow as a file that Redux DevTools imports and replays (docs/qa-replay.md).
 */
export interface Recorder {
  middleware: Middleware;
  actions(): UnknownAction[];
  /** The file Redux DevTools' Import reads: {payload: <lifted state JSON>}. */
  exportLog(): string;
  clear(): void;
}

export function createRecorder(): Recorder {
  let recorded: { action: UnknownAction; timestamp: number }[] = [];
  const middleware: Middleware = () => (next) => (action) => {
    recorded.push({ action: maskSensitive(action as UnknownAction), timestamp: Date.now() });
    return next(action);
  };
  return {
    middleware,
    actions: () => recorded.map(({ action }) => action),
    exportLog() {
      const performed = [
        { action: { type: '@@INIT' }, timestamp: recorded[0]?.timestamp ?? 0 },
        ...recorded,
      ];
      const actionsById = Object.fromEntries(
        performed.map(({ action, timestamp }, id) => [
          id,
          { type: 'PERFORM_ACTION', action, timestamp },
        ]),
      );
      const liftedState = {
        actionsById,
        nextActionId: performed.length,
        stagedActionIds: performed.map((_, id) => id),
        skippedActionIds: [],
        currentStateIndex: performed.length - 1,
        // DevTools recomputes every state by running the actions through the page's reducer.
        computedStates: [],
        isLocked: false,
        isPaused: false,
      };
      return JSON.stringify({ payload: JSON.stringify(liftedState) });
    },
    clear() {
      recorded = [];
    },
  };
}

/** Reads a log written by exportLog (or by Redux DevTools' Export) back into actions. */
export function readLog(file: string): UnknownAction[] {
  const outer = JSON.parse(file) as { payload?: string };
  const lifted = JSON.parse(outer.payload ?? file) as {
    actionsById: Record<string, { action: UnknownAction }>;
    stagedActionIds: number[];
    skippedActionIds?: number[];
  };
  const skipped = new Set(lifted.skippedActionIds ?? []);
  return lifted.stagedActionIds
    .filter((id) => !skipped.has(id))
    .map((id) => lifted.actionsById[id]?.action)
    .filter((action): action is UnknownAction => !!action && !String(action.type).startsWith('@@'));
}
