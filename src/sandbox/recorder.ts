import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { maskSensitive } from '@/lib/sanitize';
import packageJson from '../../package.json';

/** The app a log belongs to, stamped on each file the recorder writes. */
const APP_NAME = 'Xpressfunding';
/**
 * The version stamped on each log: a log replays faithfully only through the reducers that
 * recorded it.
 */
export const APP_VERSION = packageJson.version;

/** Redux DevTools' lifted state, as its Export writes it and its Import reads it. */
export interface LiftedLog {
  actionsById: Record<string, { type: string; action: UnknownAction; timestamp?: number }>;
  stagedActionIds: number[];
  skippedActionIds?: number[];
  committedState?: unknown;
  currentStateIndex?: number;
  [more: string]: unknown;
}

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
      return JSON.stringify({
        app: APP_NAME,
        version: APP_VERSION,
        payload: JSON.stringify(liftedState),
      });
    },
    clear() {
      recorded = [];
    },
  };
}

/** A QA log ready to replay: its lifted state, masked again, and each step's action type. */
export interface QaLog {
  lifted: LiftedLog;
  /** Step 0 is the state before the first action ('@@INIT'); step n the state after the nth. */
  steps: string[];
}

export type QaLogReading = { log: QaLog } | { problem: string };

const NOT_JSON = 'This file is not a QA log: it is not JSON.';
const NOT_A_LOG = `This file is not a QA log of ${APP_NAME}.`;

function parseJson(text: unknown): unknown {
  if (typeof text !== 'string') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The lifted state of a file, if it is one: every staged id names an action with a type. */
function liftedOf(outer: unknown): LiftedLog | undefined {
  const lifted = isRecord(outer) && 'payload' in outer ? parseJson(outer.payload) : outer;
  if (!isRecord(lifted) || !isRecord(lifted.actionsById)) return undefined;
  const { actionsById, stagedActionIds } = lifted;
  const wellFormed =
    Array.isArray(stagedActionIds) &&
    stagedActionIds.every((id) => {
      const entry = actionsById[String(id)];
      return isRecord(entry) && isRecord(entry.action) && typeof entry.action.type === 'string';
    });
  return wellFormed ? (lifted as LiftedLog) : undefined;
}

/**
 * Reads a file chosen for a replay: a log the recorder or Redux DevTools exported, of this app
 * (it shows a screen: a `location/changed`), of this version when it says which (logs recorded
 * before the stamp, and DevTools' own exports, do not). Every action is masked again and the
 * states are left for the replay to compute, so nothing sensitive a file may hold is kept.
 */
export function readQaLog(file: string): QaLogReading {
  const outer = parseJson(file);
  if (outer === undefined) return { problem: NOT_JSON };
  if (isRecord(outer) && outer.version !== undefined && outer.version !== APP_VERSION) {
    const recordedIn = `${String(outer.app ?? APP_NAME)} ${String(outer.version)}`;
    return {
      problem: `This QA log was recorded in ${recordedIn}; this page is ${APP_NAME} ${APP_VERSION}. Replay it in that version.`,
    };
  }
  const lifted = liftedOf(outer);
  const actions = lifted?.stagedActionIds.map((id) => lifted.actionsById[String(id)]?.action);
  if (!lifted || !actions?.some((action) => action?.type === 'location/changed')) {
    return { problem: NOT_A_LOG };
  }
  const actionsById = Object.fromEntries(
    Object.entries(lifted.actionsById).map(([id, entry]) => [
      id,
      { ...entry, action: maskSensitive(entry.action) },
    ]),
  );
  return {
    log: {
      lifted: {
        ...lifted,
        actionsById,
        committedState: maskSensitive(lifted.committedState),
        computedStates: [],
        currentStateIndex: lifted.stagedActionIds.length - 1,
      },
      steps: actions.map((action) => String(action?.type)),
    },
  };
}

/** Reads a log written by exportLog (or by Redux DevTools' Export) back into actions. */
export function readLog(file: string): UnknownAction[] {
  const lifted = liftedOf(parseJson(file));
  if (!lifted) throw new Error(NOT_A_LOG);
  const skipped = new Set(lifted.skippedActionIds ?? []);
  return lifted.stagedActionIds
    .filter((id) => !skipped.has(id))
    .map((id) => lifted.actionsById[String(id)]?.action)
    .filter((action): action is UnknownAction => !!action && !String(action.type).startsWith('@@'));
}
